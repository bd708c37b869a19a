import Foundation
import TermUI

/// The catalogue's techniques for controls with a state, and for adjustable controls.
extension AuditCatalogue {
    static func stateControls() -> [CatalogueTechnique] {
        [
            CatalogueTechnique("Button used as a checkbox", "a box glyph shows the state; VoiceOver reads it the same checked or not") {
                CatCheckbox(announcesState: false)
            } good: {
                CatCheckbox(announcesState: true)
            },
            CatalogueTechnique("Toggle built from a stack and a tap", "a row that flips on a tap is neither a control nor has a state") {
                CatTapToggle(isControl: false)
            } good: {
                CatTapToggle(isControl: true)
            },
            CatalogueTechnique("Chosen option without the selected trait", "the ticked option sounds like the others") {
                CatOptionList(marksSelected: false)
            } good: {
                CatOptionList(marksSelected: true)
            },
            CatalogueTechnique("Favourite button without its state", "a heart that fills when on, with nothing said of it") {
                CatFavoriteButton(announcesState: false)
            } good: {
                CatFavoriteButton(announcesState: true)
            },
            CatalogueTechnique("Selected tab without the selected trait", "an underline alone shows the current tab") {
                CatTabStrip(marksSelected: false)
            } good: {
                CatTabStrip(marksSelected: true)
            },
            CatalogueTechnique("Star rating without a value", "five star images read one by one, or not at all") {
                HStack { ForEach(0..<5) { Image(systemName: $0 < 3 ? "star.fill" : "star") } }
            } good: {
                HStack { ForEach(0..<5) { Image(systemName: $0 < 3 ? "star.fill" : "star") } }
                    .accessibilityElement(children: .ignore).accessibilityLabel("Rating").accessibilityValue("3 of 5 stars")
            },
            CatalogueTechnique("Step indicator \"1 2 3 4\" without a value", "the current step is shown only by its weight") {
                HStack { Text("1"); Text("2").bold(); Text("3"); Text("4") }
            } good: {
                HStack { Text("1"); Text("2").bold(); Text("3"); Text("4") }
                    .accessibilityElement(children: .ignore).accessibilityLabel("Step 2 of 4")
            },
            CatalogueTechnique("Page dots without a value", "a row of dots, one filled, says nothing") {
                VStack { Text("Welcome to Notes"); HStack(spacing: 1) { Text("●"); Text("○"); Text("○") } }
            } good: {
                VStack {
                    Text("Welcome to Notes")
                    HStack(spacing: 1) { Text("●"); Text("○"); Text("○") }
                        .accessibilityElement(children: .ignore).accessibilityLabel("Page 1 of 3")
                }
            },
        ]
    }

    static func adjustables() -> [CatalogueTechnique] {
        [
            CatalogueTechnique("Custom adjustable without a value", "a swipe changes the level, but nothing says which") {
                CatBrightnessControl(value: .none)
            } good: {
                CatBrightnessControl(value: .following)
            },
            CatalogueTechnique("Custom adjustable whose value does not follow", "the value is written once and never changes") {
                CatBrightnessControl(value: .fixed)
            } good: {
                CatBrightnessControl(value: .following)
            },
            CatalogueTechnique("Progress without a value", "a drawn bar shows how far an upload is; nothing reads it") {
                VStack(alignment: .leading) {
                    Text("Uploading")
                    ZStack(alignment: .leading) {
                        Rectangle().fill(Color.gray).frame(width: 160, height: 16)
                        Rectangle().fill(Color.blue).frame(width: 64, height: 16)
                    }
                }
            } good: {
                ProgressView(value: 0.4) { Text("Uploading") }
            },
        ]
    }
}

struct CatCheckbox: View {
    var announcesState: Bool
    @State var isOn = false
    var body: some View {
        if announcesState {
            Toggle("Remember me", isOn: $isOn)
        } else {
            Button(isOn ? "☑ Remember me" : "☐ Remember me") { isOn.toggle() }
        }
    }
}

struct CatTapToggle: View {
    var isControl: Bool
    @State var isOn = true
    var body: some View {
        if isControl {
            Toggle("Wi-Fi", isOn: $isOn)
        } else {
            HStack { Text("Wi-Fi"); Spacer(); Text(isOn ? "On" : "Off") }.onTapGesture { isOn.toggle() }
        }
    }
}

struct CatOptionList: View {
    var marksSelected: Bool
    @State var chosen = "Medium"
    var body: some View {
        VStack(alignment: .leading) {
            ForEach(["Small", "Medium", "Large"], id: \.self) { size in
                Button { chosen = size } label: {
                    HStack { Text(size); if size == chosen { Image(systemName: "checkmark") } }
                }
                .accessibilityAddTraits(marksSelected && size == chosen ? .isSelected : [])
            }
        }
    }
}

struct CatFavoriteButton: View {
    var announcesState: Bool
    @State var isFavorite = false
    var body: some View {
        Button { isFavorite.toggle() } label: { Image(systemName: isFavorite ? "heart.fill" : "heart") }
            .accessibilityLabel("Favorite")
            .accessibilityAddTraits(announcesState && isFavorite ? .isSelected : [])
    }
}

struct CatTabStrip: View {
    var marksSelected: Bool
    @State var current = "Home"
    var body: some View {
        HStack {
            ForEach(["Home", "Search", "Profile"], id: \.self) { tab in
                Button(tab) { current = tab }
                    .underline(tab == current)
                    .accessibilityAddTraits(marksSelected && tab == current ? .isSelected : [])
            }
        }
    }
}

struct CatBrightnessControl: View {
    enum Value { case none, fixed, following }
    var value: Value
    @State var level = 3
    var body: some View {
        let bar = Text(String(repeating: "▮", count: level) + String(repeating: "▯", count: 5 - level))
            .accessibilityElement()
            .accessibilityLabel("Brightness")
            .accessibilityAdjustableAction { direction in
                switch direction {
                case .increment: level = min(5, level + 1)
                case .decrement: level = max(0, level - 1)
                @unknown default: break
                }
            }
        switch value {
        case .none: bar
        case .fixed: bar.accessibilityValue("60 percent")
        case .following: bar.accessibilityValue("\(level * 20) percent")
        }
    }
}
