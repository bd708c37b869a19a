import Accessibility
import Headless
import TermUI
import Testing

/// VoiceOver's "repeat last spoken" says the last speech again, never a boundary sound; what
/// editing says (Is editing, the characters typed) is speech, not a sound.
@MainActor
struct RepeatLastSpokenTests {
    private struct Form: View {
        @State private var name = ""
        var body: some View {
            VStack {
                TextField("Name", text: $name)
                Button("Save") {}
            }
        }
    }

    @Test("repeat after the boundary cue at the last element says the element again, not the cue")
    func repeatSkipsTheBoundaryCue() {
        let reader = ScreenReaderSession(Form())
        reader.next()
        #expect(reader.next() == ["Save, Button"])
        #expect(reader.next() == ["Last item"])
        #expect(reader.perform(.repeatLast) == ["Save, Button"])
    }

    @Test("repeat after No more content says the element again")
    func repeatSkipsNoMoreContent() {
        let reader = ScreenReaderSession(Form())
        reader.next()
        reader.next()
        #expect(reader.perform(.moreContent) == ["No more content"])
        #expect(reader.perform(.repeatLast) == ["Save, Button"])
    }

    @Test("an announcement is the last thing spoken and repeat says it again")
    func repeatSaysTheLastAnnouncement() {
        struct Announcer: View {
            var body: some View {
                Button("Send") {
                    AccessibilityNotification.Announcement("Message sent").post()
                }
            }
        }
        let reader = ScreenReaderSession(Announcer())
        reader.next()
        #expect(reader.activate() == ["Message sent"])
        reader.next()
        #expect(reader.perform(.repeatLast) == ["Message sent"])
    }

    @Test("Is editing and typed characters are spoken, not sounds, and repeat says the last of them")
    func editingIsSpoken() {
        let reader = ScreenReaderSession(Form())
        reader.next()
        #expect(reader.activate() == ["Is editing"])
        #expect(reader.session.transcript.last?.kind != .cue)
        #expect(reader.perform(.typeText("A")) == ["A"])
        #expect(reader.session.transcript.last?.kind != .cue)
        #expect(reader.perform(.deleteBackward) == ["A"])
        #expect(reader.session.transcript.last?.kind != .cue)
        #expect(reader.perform(.repeatLast) == ["A"])
    }
}
