import SwiftUI

/// Customising how VoiceOver speaks text.
struct SpeechExamples: View {
    @State private var code = "AB12"
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Record")
                .speechPhoneticRepresentation("ɹɪˈkɔɹd")
            Text("Confirmation code \(code)")
                .speechSpellsOutCharacters()
            Text("Lower voice")
                .speechAdjustedPitch(-0.5)
            Text("Queued after current speech")
                .speechAnnouncementsQueued(true)
        }
    }
}

#Preview("Speech") { SpeechExamples() }
