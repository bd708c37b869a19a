import Accessibility
import Headless
import Testing
import TermUI

/// The rules of preset rotor-4 that act on a copy of the screen and listen, each with fail,
/// pass and inapplicable fixtures; the audited screen is left as it was.
@MainActor
struct ProbeAuditTests {
    func findings(_ view: some View, _ rule: AuditRule) -> [AuditFinding] {
        ScreenReaderSession(view).auditFindings.filter { $0.rule == rule }
    }

    func rules(_ view: some View) -> [AuditRule] { ScreenReaderSession(view).auditFindings.map(\.rule) }

    struct Volume: View {
        @State var level = 5.0
        var body: some View { Slider(value: $level, in: 0...10).accessibilityLabel("Volume") }
    }

    /// A custom control that says its value and never changes it.
    struct StuckVolume: View {
        var body: some View {
            Text("Volume").accessibilityValue("50%").accessibilityAdjustableAction { _ in }
        }
    }

    /// A custom control whose value changes and whose spoken value does not follow.
    struct SilentVolume: View {
        @State var level = 5
        var body: some View {
            Text("Volume \(level)").accessibilityLabel("Volume").accessibilityValue("5")
                .accessibilityAdjustableAction { direction in level += direction == .increment ? 1 : -1 }
        }
    }

    struct Guests: View {
        @State var count = 5
        var body: some View { Stepper("Guests", value: $count, in: 1...5) }
    }

    @Test("adjustable-value-unchanged: a value that swipes never change fails; a slider, a stepper at its end pass; no adjustable is inapplicable")
    func adjustableValueUnchanged() {
        // Fail.
        let stuck = findings(StuckVolume(), .adjustableValueUnchanged)
        #expect(stuck.count == 1 && stuck[0].message.contains("\"50%\""))
        #expect(findings(SilentVolume(), .adjustableValueUnchanged).count == 1)
        // Pass: a slider; a stepper at its top changes going down.
        #expect(rules(Volume()) == [])
        #expect(findings(Guests(), .adjustableValueUnchanged).isEmpty)
        // Inapplicable: nothing adjustable; no value at all is adjustable-without-value's.
        #expect(rules(Text("Volume")) == [])
        #expect(rules(Text("Volume").accessibilityAdjustableAction { _ in }) == [.adjustableWithoutValue])
    }

    @Test("adjustable-value-unchanged: the audit acts on a copy; the audited screen keeps its value")
    func probeLeavesTheScreen() {
        let reader = ScreenReaderSession(Volume())
        let before = reader.tree.allElements.compactMap(\.value)
        _ = reader.auditFindings
        #expect(reader.tree.allElements.compactMap(\.value) == before)
        #expect(reader.transcript.isEmpty)
    }

    struct Beaches: View {
        @State var favorite = false
        var empty: Bool
        var body: some View {
            VStack {
                Text(favorite ? "Ocean beach, favorite" : "Ocean beach")
                    .accessibilityAction(named: "Favorite") { favorite.toggle() }
                Text("Baker beach").accessibilityAction(named: "Copy link") {
                    if !empty { AccessibilityNotification.Announcement("Link copied").post() }
                }
            }
        }
    }

    @Test("custom-action-no-effect: an action that changes nothing and says nothing needs review; one that changes the element or announces passes")
    func customActionNoEffect() {
        // Needs review: its work may be done where the screen does not show it.
        let silent = findings(Beaches(empty: true), .customActionNoEffect)
        #expect(silent.map(\.label) == ["Baker beach"] && silent[0].message.contains("\"Copy link\""))
        #expect(silent.allSatisfy(\.needsReview) && AuditReport(findings: silent, screen: "s", variant: "before").exitStatus == 0)
        // One finding an element, naming every such action.
        let row = findings(Text("Ana").accessibilityAction(named: "Reply") {}.accessibilityAction(named: "Forward") {},
                           .customActionNoEffect)
        #expect(row.count == 1 && row[0].message.hasPrefix("its actions \"Reply\" and \"Forward\" change nothing"))
        // Pass: the favorite changes the label; the copy announces.
        #expect(rules(Beaches(empty: false)) == [])
        // Inapplicable: no custom action.
        #expect(rules(Text("Baker beach")) == [])
    }

    @Test("custom-action-no-effect: what animates by itself (the beach's unread dots pulse) is not the action's effect")
    func animationIsNotAnEffect() throws {
        let session = try ScreenSession(registry: demoRegistry, screen: "beach")
        // The dots do animate: the screen has a next frame to draw.
        #expect(session.secondsUntilNextFrame != nil)
        let silent = session.auditFindings.filter { $0.rule == .customActionNoEffect }
        #expect(silent.filter { $0.message.contains("\"Reply\"") }.count == 3 && silent.allSatisfy(\.needsReview))
        // With Reduce Motion the dots hold still, and the findings are the same.
        session.environmentOverrides.reduceMotion = true
        #expect(session.secondsUntilNextFrame == nil)
        #expect(session.auditFindings.filter { $0.rule == .customActionNoEffect } == silent)
    }

    /// Posts two announcements `gap` seconds apart, a second after it appears.
    struct Upload: View {
        var gap: Double
        var second = AccessibilityAnnouncementPriority.default
        var body: some View {
            Text("Upload").onAppear {
                TermUI.Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in
                    AccessibilityNotification.Announcement("Saved").post()
                }
                TermUI.Timer.scheduledTimer(withTimeInterval: 1 + gap, repeats: false) { _ in
                    AccessibilityNotification.Announcement("Uploading", priority: second).post()
                }
            }
        }
    }

    @Test("announcement-too-close: an announcement cut off by one posted 0.1 s later fails; 1 s apart, or the second queued, passes")
    func announcementTooClose() {
        // Fail.
        let close = findings(Upload(gap: 0.1), .announcementTooClose)
        #expect(close.map(\.label) == ["Saved"] && close[0].message.contains("100 ms"))
        #expect(close[0].elementID == AccessibilityElementID("announcement/1"))
        // Pass.
        #expect(rules(Upload(gap: 1)) == [])
        #expect(findings(Upload(gap: 0.1, second: .low), .announcementTooClose).isEmpty)
        // Inapplicable: nothing announced.
        #expect(rules(Text("Upload")) == [])
    }

    /// The heart on a screen with a timer due twice a second: no copy is ever still.
    struct TickingHeart: View {
        var body: some View {
            CatFavoriteButton(announcesState: false).onAppear {
                TermUI.Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { _ in }
            }
        }
    }

    @Test("state-shown-only-visually (WCAG 4.1.2 Name, Role, Value: a state a user sets is exposed): a heart that fills or a tab underlined, saying nothing, fail; with the selected trait, or a label that changes, pass")
    func stateShownOnlyVisually() {
        func found(_ view: some View) -> [AuditFinding] {
            ScreenReaderSession(view).auditFindings.filter { $0.rule == .stateShownOnlyVisually }
        }
        let heart = found(CatFavoriteButton(announcesState: false))
        #expect(heart.map(\.label) == ["Favorite"])
        #expect(heart.first?.message.contains("\"Favorite\" before and after") == true)
        // Every tab that, activated, moves the underline to itself.
        #expect(found(CatTabStrip(marksSelected: false)).map(\.label) == ["Search", "Profile"])
        #expect(found(CatFavoriteButton(announcesState: true)).isEmpty)
        #expect(found(CatTabStrip(marksSelected: true)).isEmpty)
        // Play becoming Pause is said; a button that changes nothing drawn passes.
        struct PlayPause: View {
            @State var playing = false
            var body: some View { Button(playing ? "Pause" : "Play") { playing.toggle() } }
        }
        #expect(found(PlayPause()).isEmpty)
        #expect(found(Button("Save") {}).isEmpty)
        // Where something is due every half second, what a button changed cannot be told from
        // what the timer did: not judged.
        #expect(found(TickingHeart()).isEmpty)
    }

    struct Sheet: View {
        @State var shown = true
        var behind: Bool
        var body: some View {
            Group {
                if behind { Text("Home") } else { Color.clear }
            }
            .sheet(isPresented: $shown) { Button("Close") { shown = false } }
        }
    }

    @Test("focus-lost-after-dismiss: a sheet closed over a screen with nothing to focus fails; focus back on the screen passes; no modal is inapplicable")
    func focusLostAfterDismiss() {
        // Fail.
        #expect(findings(Sheet(behind: false), .focusLostAfterDismiss).count == 1)
        // Pass.
        #expect(findings(Sheet(behind: true), .focusLostAfterDismiss).isEmpty)
        // Inapplicable.
        #expect(rules(Text("Home")) == [])
    }
}
