import SwiftUI

struct VolumeSettings: View {
    @State private var volume = 0.5
    @State private var isMuted = false

    var body: some View {
        Form {
            Section("Sound") {
                Toggle("Mute", isOn: $isMuted)
                Slider(value: $volume, in: 0...1) {
                    Text("Volume")
                }
                .accessibilityValue("\(Int(volume * 100)) percent")
                .disabled(isMuted)
            }
        }
    }
}

#Preview("Volume") {
    VolumeSettings()
}

#Preview("Muted") {
    VolumeSettings()
}
