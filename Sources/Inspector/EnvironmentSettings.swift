import TermUI

/// The accessibility settings the settings panel (`e`) edits: the fields of TermUI's
/// `EnvironmentOverrides`, each nil for "as the screen has it". The session turns them into
/// overrides of the screen's environment; the panel only edits this value.
struct EnvironmentSettings: Equatable, Sendable {
    /// Dynamic Type sizes, with SwiftUI's names.
    enum TextSize: String, CaseIterable, Sendable {
        case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
        case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
    }

    var dynamicTypeSize: TextSize?
    var colorSchemeContrast: ColorSchemeContrast?
    var reduceMotion: Bool?
    var reduceTransparency: Bool?
    var differentiateWithoutColor: Bool?
    var boldText: Bool?
    var buttonShapes: Bool?
    var invertColors: Bool?
    var colorScheme: ColorScheme?
    var voiceOverEnabled: Bool?

    /// One line of the panel.
    enum Setting: CaseIterable, Sendable {
        case dynamicTypeSize, contrast, reduceMotion, reduceTransparency, differentiateWithoutColor, boldText
        case buttonShapes, invertColors, colorScheme, voiceOver

        var name: String {
            switch self {
            case .dynamicTypeSize: "Text size"
            case .contrast: "Increase contrast"
            case .reduceMotion: "Reduce motion"
            case .reduceTransparency: "Reduce transparency"
            case .differentiateWithoutColor: "Without colour"
            case .boldText: "Bold text"
            case .buttonShapes: "Button shapes"
            case .invertColors: "Smart invert"
            case .colorScheme: "Appearance"
            case .voiceOver: "VoiceOver"
            }
        }

        /// The choices in order; the first, "default", leaves the screen's own value.
        var choices: [String] {
            switch self {
            case .dynamicTypeSize: ["default"] + TextSize.allCases.map(\.rawValue)
            case .contrast: ["default", "standard", "increased"]
            case .colorScheme: ["default", "light", "dark"]
            default: ["default", "on", "off"]
            }
        }
    }

    /// The chosen index of a setting's `choices`.
    func choice(_ setting: Setting) -> Int {
        func flag(_ value: Bool?) -> Int { value.map { $0 ? 1 : 2 } ?? 0 }
        switch setting {
        case .dynamicTypeSize: return dynamicTypeSize.map { TextSize.allCases.firstIndex(of: $0)! + 1 } ?? 0
        case .contrast: return colorSchemeContrast.map { $0 == .standard ? 1 : 2 } ?? 0
        case .colorScheme: return colorScheme.map { $0 == .light ? 1 : 2 } ?? 0
        case .reduceMotion: return flag(reduceMotion)
        case .reduceTransparency: return flag(reduceTransparency)
        case .differentiateWithoutColor: return flag(differentiateWithoutColor)
        case .boldText: return flag(boldText)
        case .buttonShapes: return flag(buttonShapes)
        case .invertColors: return flag(invertColors)
        case .voiceOver: return flag(voiceOverEnabled)
        }
    }

    /// Chooses a setting's `choices[index]` (wrapping around).
    mutating func choose(_ index: Int, for setting: Setting) {
        let count = setting.choices.count
        let index = ((index % count) + count) % count
        func flag(_ index: Int) -> Bool? { index == 0 ? nil : index == 1 }
        switch setting {
        case .dynamicTypeSize: dynamicTypeSize = index == 0 ? nil : TextSize.allCases[index - 1]
        case .contrast: colorSchemeContrast = index == 0 ? nil : index == 1 ? .standard : .increased
        case .colorScheme: colorScheme = index == 0 ? nil : index == 1 ? .light : .dark
        case .reduceMotion: reduceMotion = flag(index)
        case .reduceTransparency: reduceTransparency = flag(index)
        case .differentiateWithoutColor: differentiateWithoutColor = flag(index)
        case .boldText: boldText = flag(index)
        case .buttonShapes: buttonShapes = flag(index)
        case .invertColors: invertColors = flag(index)
        case .voiceOver: voiceOverEnabled = flag(index)
        }
    }

    /// The settings that differ from the screen's own, in words, for the status bar.
    var summary: [String] {
        Setting.allCases.compactMap { setting in
            let index = choice(setting)
            guard index > 0 else { return nil }
            return "\(setting.name): \(setting.choices[index])"
        }
    }
}
