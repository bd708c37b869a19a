import AVFoundation
import AVKit
import SwiftUI

/// A destination's trailer with its own controls, and a button that reads the trip's summary
/// aloud with the speech synthesizer.
struct TrailerPlayerView: View {
    @State private var player = AVPlayer(url: URL(string: "https://example.com/trailers/lisbon.mp4")!)
    @State private var isPlaying = false
    private let synthesizer = AVSpeechSynthesizer()

    var body: some View {
        VStack(spacing: 12) {
            Text("Lisbon trailer")
                .font(.title2)
                .accessibilityAddTraits(.isHeader)
            VideoPlayer(player: player)
                .frame(height: 200)
            Button(isPlaying ? "Pause trailer" : "Play trailer") {
                if isPlaying {
                    player.pause()
                } else {
                    player.play()
                }
                isPlaying.toggle()
            }
            Button("Read summary aloud") {
                let utterance = AVSpeechUtterance(string: "Four nights of tiles, trams and pastries.")
                utterance.voice = AVSpeechSynthesisVoice(language: "en-GB")
                utterance.rate = AVSpeechUtteranceDefaultSpeechRate
                synthesizer.speak(utterance)
            }
        }
        .padding()
    }
}

#Preview("Trailer") {
    TrailerPlayerView()
}
