import Accessibility
import Headless
import Testing
import TermUI

/// How VoiceOver's reader and the audit meet the UIKit bridge: haptics and system requests
/// in the transcript, platform views in the audit.
@MainActor
@Suite("UIKit bridge, read")
struct UIKitBridgeReaderTests {
    struct SaveScreen: View {
        @State private var saved = false
        private let haptic = UINotificationFeedbackGenerator()
        var body: some View {
            VStack {
                Button(saved ? "Saved" : "Save") {
                    saved = true
                    haptic.notificationOccurred(.success)
                }
                Button("Open Settings") {
                    UIApplication.shared.open(URL(string: UIApplication.openSettingsURLString)!)
                }
            }
        }
    }

    @Test("a haptic from a button shows in the transcript as a cue after what the reader said; VoiceOver itself says nothing of it")
    func hapticIsACueInTheTranscript() {
        let reader = ScreenReaderSession(SaveScreen())
        reader.next()
        let said = reader.activate()
        #expect(said.last == "Haptic: success")
        #expect(reader.session.transcript.last?.kind == .cue)
        #expect(reader.transcript.filter { $0.hasPrefix("Haptic") } == ["Haptic: success"])
    }

    @Test("UIApplication.shared.open shows in the transcript as the URL that would have opened")
    func openURLIsACueInTheTranscript() {
        let reader = ScreenReaderSession(SaveScreen())
        reader.focus("Open Settings")
        #expect(reader.activate().contains("Would open app-settings:"))
    }

    struct MapPlaceholder: UIViewRepresentable {
        func makeUIView(context: Context) -> UIView { UIView() }
        func updateUIView(_ uiView: UIView, context: Context) {}
    }

    @Test("platform-view: a UIKit view in a representable is reported as unreadable here, and the rest of the screen is read as usual")
    func platformViewFinding() {
        let reader = ScreenReaderSession(VStack {
            Text("Trailhead")
            MapPlaceholder().frame(height: 96).accessibilityLabel("Map of the trail")
            Button("Directions") {}
        })
        let findings = reader.auditFindings.filter { $0.rule == .platformView }
        #expect(findings.count == 1)
        #expect(findings.first?.label == "Map of the trail")
        #expect(findings.first?.message.hasPrefix("MapPlaceholder is a UIKit view (UIViewRepresentable)") == true)
        #expect(reader.readAll() == ["Trailhead", "Map of the trail", "Directions, Button"])
        #expect(ScreenReaderSession(Text("Trailhead")).auditFindings.allSatisfy { $0.rule != .platformView })
    }
}
