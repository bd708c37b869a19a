import Accessibility
import DemoScreens
import Headless
import ScreenReader
import Testing
import TermUI

/// The explorer's settings, as Accessibility Inspector's settings pane changes them on a
/// running app: live, kept across screens, and what the demo screens do with them.
@MainActor
struct EnvironmentOverridesSessionTests {
    func session(_ spec: String) throws -> ScreenSession {
        try ScreenSession(registry: demoRegistry, screen: spec)
    }

    func overrides(_ change: (inout EnvironmentOverrides) -> Void) -> EnvironmentOverrides {
        var overrides = EnvironmentOverrides()
        change(&overrides)
        return overrides
    }

    func element(_ label: String, in session: ScreenSession) -> AccessibilityElement? {
        session.tree.allElements.first { $0.label == label }
    }

    /// The screen's cells, and the cell of the first `glyph` on the row that shows `text`.
    func cell(_ glyph: Character, onRowWith text: String, in session: ScreenSession) -> Cell? {
        let canvas = session.frame().screen
        guard let y = canvas.rows.firstIndex(where: { $0.contains(text) }),
              let x = Array(canvas.rows[y]).firstIndex(of: glyph) else { return nil }
        return canvas[x, y]
    }

    @Test("settings change the screen live: the tree takes the new layout, focus stays on its element, nothing is said")
    func overridesApplyLive() throws {
        let session = try session("beach")
        session.perform(.focus("Unread, Looks"))
        let focused = try #require(session.focusedElement)
        let spoken = session.transcript.count
        session.environmentOverrides = overrides { $0.dynamicTypeSize = .accessibility3 }
        #expect(session.environmentOverrides.dynamicTypeSize == .accessibility3)
        #expect(session.focusedElement?.id == focused.id)
        #expect(session.focusedElement?.label == focused.label)
        #expect((session.focusedElement?.frame.height ?? 0) > focused.frame.height, "the buttons went under the message")
        #expect(session.transcript.count == spoken)
        session.environmentOverrides = EnvironmentOverrides()
        #expect(session.focusedElement?.frame == focused.frame)
    }

    @Test("settings stay in force for the screens the session opens next and for a variant switch")
    func overridesOutliveTheScreen() throws {
        let session = try session("beach")
        let settings = overrides {
            $0.dynamicTypeSize = .accessibility2
            $0.reduceMotion = true
            $0.colorScheme = .light
        }
        session.environmentOverrides = settings
        try session.open("wallet")
        #expect(session.environmentOverrides == settings)
        let food = try #require(element("Food", in: session)), amount = try #require(element("$300", in: session))
        #expect(amount.frame.minY > food.frame.minY, "the wallet opened at the accessibility size")
        session.switchVariant()
        #expect(session.variant == "before")
        #expect(session.environmentOverrides == settings)
        #expect(session.frame().screen[0, 0].style.background == TerminalColor(red: 255, green: 255, blue: 255))
    }

    @Test("Dynamic Type: at the accessibility sizes a comment's buttons go under the message, keeping their ids")
    func commentStacksAtAccessibilitySizes() throws {
        let session = try session("beach:before")
        let message = try #require(element("Looks like a wonderful time", in: session))
        let favorite = try #require(session.tree.allElements.first { $0.label == "Favorite" })
        #expect(favorite.frame.minY == message.frame.minY, "beside the message at the default size")
        session.environmentOverrides = overrides { $0.dynamicTypeSize = .xxxLarge }
        #expect(session.tree.allElements.first { $0.id == favorite.id }?.frame == favorite.frame,
                "xxxLarge is not an accessibility size")
        session.environmentOverrides = overrides { $0.dynamicTypeSize = .accessibility1 }
        let stacked = try #require(session.tree.allElements.first { $0.id == favorite.id })
        #expect(stacked.label == "Favorite")
        #expect(stacked.frame.minY > message.frame.minY)
        #expect(stacked.frame.minX == message.frame.minX - 16, "under the dot, at the row's leading edge")
    }

    @Test("Dynamic Type: at the accessibility sizes a budget's amount goes under its name")
    func budgetStacksAtAccessibilitySizes() throws {
        let session = try session("wallet")
        let food = try #require(element("Food", in: session)), amount = try #require(element("$300", in: session))
        #expect(amount.frame.minY == food.frame.minY)
        session.environmentOverrides = overrides { $0.dynamicTypeSize = .accessibility5 }
        let stacked = try #require(element("$300", in: session))
        #expect(stacked.frame.minY > food.frame.minY)
        #expect(stacked.frame.minX == food.frame.minX)
    }

    @Test("Reduce Motion: the unread dot pulses each second, and holds still while Reduce Motion is on")
    func unreadDotPulsesUnlessReduceMotion() throws {
        let session = try session("beach")
        let row = "Looks like a wonderful time"
        #expect(cell("●", onRowWith: row, in: session)?.style.dim == false)
        session.perform(.wait(seconds: 1))
        #expect(cell("●", onRowWith: row, in: session)?.style.dim == true, "faint on the beat")
        session.environmentOverrides = overrides { $0.reduceMotion = true }
        #expect(cell("●", onRowWith: row, in: session)?.style.dim == false, "stops at once, at full strength")
        session.perform(.wait(seconds: 1))
        #expect(cell("●", onRowWith: row, in: session)?.style.dim == false)
        session.perform(.wait(seconds: 1))
        #expect(cell("●", onRowWith: row, in: session)?.style.dim == false)
        session.environmentOverrides = EnvironmentOverrides()
        session.perform(.wait(seconds: 1))
        #expect(cell("●", onRowWith: row, in: session)?.style.dim == true, "pulses again")
    }

    @Test("Reduce Motion: a screen opened with it on never starts pulsing")
    func openedWithReduceMotion() throws {
        let session = try session("beach")
        session.environmentOverrides = overrides { $0.reduceMotion = true }
        try session.open("trip")
        for _ in 0..<3 {
            session.perform(.wait(seconds: 1))
            #expect(cell("●", onRowWith: "Looks like a wonderful time", in: session)?.style.dim == false)
        }
    }

    @Test("Differentiate Without Color: the unread dot becomes an envelope and still says Unread")
    func unreadDotWithoutColor() throws {
        let session = try session("beach")
        #expect(cell("●", onRowWith: "Looks like a wonderful time", in: session) != nil)
        let labels = session.tree.allElements.map(\.label)
        session.environmentOverrides = overrides { $0.differentiateWithoutColor = true }
        #expect(cell("✉", onRowWith: "Looks like a wonderful time", in: session) != nil)
        #expect(cell("●", onRowWith: "Looks like a wonderful time", in: session) == nil)
        #expect(session.tree.allElements.map(\.label) == labels)
        let before = try self.session("beach:before")
        let silent = before.tree.allElements.map(\.label)
        before.environmentOverrides = overrides { $0.differentiateWithoutColor = true }
        #expect(before.tree.allElements.map(\.label) == silent, "the first draft's dot stays silent")
    }

    @Test("Differentiate Without Color: an unread alert's dot becomes an envelope; the alerts read the same")
    func alertDotWithoutColor() throws {
        let session = try session("alerts")
        let elements = session.tree.allElements.map { [$0.label, "\($0.traits)"] }
        session.environmentOverrides = overrides { $0.differentiateWithoutColor = true }
        #expect(cell("✉", onRowWith: "Food budget exceeded", in: session) != nil)
        #expect(cell("●", onRowWith: "Food budget exceeded", in: session) == nil)
        #expect(session.tree.allElements.map { [$0.label, "\($0.traits)"] } == elements)
    }

    @Test("Differentiate Without Color: the pages other than the current one are rings, not grey dots")
    func pageDotsWithoutColor() throws {
        let session = try session("settings")
        #expect(session.frame().screen.rows.contains { $0.contains("● ● ●") })
        session.environmentOverrides = overrides { $0.differentiateWithoutColor = true }
        #expect(session.frame().screen.rows.contains { $0.contains("● ○ ○") })
        session.perform(.focus("Pages"))
        session.perform(.increment)
        #expect(session.frame().screen.rows.contains { $0.contains("○ ● ○") })
    }

    @Test("the settings screen's details sheet is opaque: the form under it does not show through")
    func settingsSheetIsOpaque() throws {
        let session = try session("settings")
        session.perform(.focus("Show details"))
        session.perform(.activate)
        #expect(session.focusedElement?.label == "Details")
        let rows = session.frame().screen.rows.map(Array.init)
        let top = try #require(rows.firstIndex { $0.contains("╭") })
        let bottom = try #require(rows.firstIndex { $0.contains("╰") })
        let left = try #require(rows[top].firstIndex(of: "╭")), right = try #require(rows[top].firstIndex(of: "╮"))
        let inside = rows[top...bottom].map { String($0[left...min(right, $0.count - 1)]) }.joined(separator: "\n")
        #expect(inside.contains("Your plan renews"))
        for behind in ["accept", "terms", "Name", "Submit", "━"] {
            #expect(!inside.contains(behind), "\(behind) shows through the sheet:\n\(inside)")
        }
    }
}
