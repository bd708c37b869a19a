import Accessibility
import Testing
@testable import ScreenReader

@MainActor
struct AnnouncementTests {
    /// Alpha, Beta, and a button that runs `post` when activated.
    private func screen(posting post: @escaping @MainActor (FakeScreen) -> Void) -> FakeScreen {
        FakeScreen { screen in
            [
                element("save", "Save", y: 0, traits: .isButton) { $0.defaultAction = { post(screen) } },
                element("alpha", "Alpha", y: 20),
                element("beta", "Beta", y: 40),
            ]
        }
    }

    @Test("a default-priority announcement from an action is spoken right after the reader's response")
    func defaultAnnouncement() {
        let reader = ScreenReader(source: screen { _ in AccessibilityNotification.Announcement("Saved").post() })
        reader.perform(.next)
        let said = reader.perform(.activate)
        #expect(texts(said) == ["Saved"])
        #expect(said.first?.kind == .announcement)
        #expect(said.first?.priority == .default)
    }

    @Test("a default announcement interrupts current speech and the next focus move interrupts it")
    func defaultIsInterruptible() {
        let reader = ScreenReader(source: fixed(column(["Alpha", "Beta"])))
        reader.perform(.next)
        // Posted outside any command, as a timer's code would: the reader hears what runs in its scope.
        AccessibilityNotificationScope.run(for: reader) { AccessibilityNotification.Announcement("Download finished").post() }
        #expect(texts(reader.transcript) == ["Alpha", "Download finished"])
        #expect(texts(reader.perform(.next)) == ["Beta"])
    }

    @Test("a low-priority announcement waits until current speech has finished")
    func lowWaits() {
        let reader = ScreenReader(source: screen { _ in
            AccessibilityNotification.Announcement("Synced", priority: .low).post()
        })
        #expect(texts(reader.perform(.next)) == ["Save, Button"])
        #expect(reader.perform(.activate).isEmpty)
        #expect(reader.isSpeaking)
        #expect(texts(reader.perform(.wait(seconds: 5))) == ["Synced"])
    }

    @Test("a low-priority announcement is spoken at once when nothing is being said")
    func lowWhenSilent() {
        let reader = ScreenReader(source: screen { _ in
            AccessibilityNotification.Announcement("Synced", priority: .low).post()
        })
        reader.perform(.next)
        reader.perform(.wait(seconds: 10))
        #expect(!reader.isSpeaking)
        #expect(texts(reader.perform(.activate)) == ["Synced"])
    }

    @Test("a high-priority announcement cannot be interrupted: focus speech waits for it")
    func highIsNotInterrupted() {
        let reader = ScreenReader(source: screen { _ in
            AccessibilityNotification.Announcement("Connection lost", priority: .high).post()
        })
        reader.perform(.next)
        #expect(texts(reader.perform(.activate)) == ["Connection lost"])
        #expect(reader.perform(.next).isEmpty)
        #expect(reader.focusedID == id("alpha"))
        // Only the newest focus speech is still worth saying when the announcement ends.
        #expect(reader.perform(.next).isEmpty)
        #expect(texts(reader.perform(.wait(seconds: 10))) == ["Beta"])
    }

    @Test("a high-priority announcement interrupts current speech")
    func highInterrupts() {
        let reader = ScreenReader(source: fixed(column(["Alpha"])))
        reader.perform(.next)
        #expect(reader.isSpeaking)
        AccessibilityNotificationScope.run(for: reader) {
            AccessibilityNotification.Announcement("Battery low", priority: .high).post()
        }
        #expect(texts(reader.transcript) == ["Alpha", "Battery low"])
    }

    @Test("layout changed with an element moves focus there and speaks it")
    func layoutChangedToElement() {
        let reader = ScreenReader(source: screen { _ in
            AccessibilityNotification.LayoutChanged(AccessibilityElementID("beta")).post()
        })
        reader.perform(.next)
        #expect(texts(reader.perform(.activate)) == ["Beta"])
        #expect(reader.focusedID == id("beta"))
    }

    @Test("layout changed with a label prefix moves focus to the matching element")
    func layoutChangedToLabel() {
        let reader = ScreenReader(source: screen { _ in AccessibilityNotification.LayoutChanged("alp").post() })
        reader.perform(.next)
        #expect(texts(reader.perform(.activate)) == ["Alpha"])
    }

    @Test("layout changed with nothing keeps focus where it is")
    func layoutChangedKeepsFocus() {
        let reader = ScreenReader(source: screen { _ in AccessibilityNotification.LayoutChanged().post() })
        reader.perform(.next)
        #expect(reader.perform(.activate).isEmpty)
        #expect(reader.focusedID == id("save"))
    }

    @Test("screen changed with nothing moves focus to the first element of the new screen")
    func screenChangedToFirst() {
        let screen = FakeScreen { screen in
            screen.flags.contains("next") ? column(["Details", "Back"]) : [
                element("open", "Open", y: 0, traits: .isButton) {
                    $0.defaultAction = {
                        screen.flags.insert("next")
                        AccessibilityNotification.ScreenChanged().post()
                    }
                },
            ]
        }
        let reader = ScreenReader(source: screen)
        reader.perform(.next)
        #expect(texts(reader.perform(.activate)) == ["Details"])
        #expect(reader.focusedID == id("details"))
    }

    @Test("a page-scrolled notification is spoken like an announcement")
    func pageScrolled() {
        let reader = ScreenReader(source: screen { _ in AccessibilityNotification.PageScrolled("Page 2 of 3").post() })
        reader.perform(.next)
        #expect(texts(reader.perform(.activate)) == ["Page 2 of 3"])
    }

    @Test("wait advances the app's clock: a timer's announcement is heard")
    func waitRunsTimers() {
        let screen = fixed(column(["Alpha"]))
        screen.timers = [(at: 3, body: { AccessibilityNotification.Announcement("Timer done").post() })]
        let reader = ScreenReader(source: screen)
        #expect(reader.perform(.wait(seconds: 2)).isEmpty)
        #expect(texts(reader.perform(.wait(seconds: 2))) == ["Timer done"])
        #expect(screen.time == 4)
        #expect(reader.currentTime == 4)
    }

    @Test("a frequently updating value waits for current speech instead of interrupting it")
    func updatesFrequentlyQueues() {
        let screen = FakeScreen { screen in
            [element("timer", "Timer", traits: .updatesFrequently) { $0.value = "\(screen.numbers["t", default: 0]) s" }]
        }
        let reader = ScreenReader(source: screen)
        reader.perform(.next)
        screen.numbers["t"] = 1
        #expect(reader.refresh().isEmpty)
        #expect(texts(reader.perform(.wait(seconds: 5))) == ["1 s"])
    }

    @Test("announcementsQueued makes an element's spoken changes wait their turn")
    func announcementsQueued() {
        let screen = FakeScreen { screen in
            [element("status", "Status") {
                $0.value = screen.texts["status", default: "Idle"]
                $0.speech.announcementsQueued = true
            }]
        }
        let reader = ScreenReader(source: screen)
        reader.perform(.next)
        screen.texts["status"] = "Busy"
        #expect(reader.refresh().isEmpty)
        #expect(texts(reader.perform(.wait(seconds: 5))) == ["Busy"])
    }
}
