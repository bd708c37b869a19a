import ScreenReader
import TermUI

/// The settings panel (`e`) edits TermUI's `EnvironmentOverrides`: what the screen's
/// `@Environment` sees, as Accessibility Inspector's settings pane toggles it.
typealias EnvironmentSettings = EnvironmentOverrides

extension EnvironmentOverrides {
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
            case .dynamicTypeSize: ["default"] + DynamicTypeSize.allCases.map { String(describing: $0) }
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
        case .dynamicTypeSize: return dynamicTypeSize.flatMap { DynamicTypeSize.allCases.firstIndex(of: $0) }.map { $0 + 1 } ?? 0
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
        case .dynamicTypeSize: dynamicTypeSize = index == 0 ? nil : DynamicTypeSize.allCases[index - 1]
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
}

/// A row of the settings panel: one of the screen's accessibility settings, then VoiceOver's
/// Verbosity settings the reader follows. Each is declared where it belongs
/// (`EnvironmentOverrides.Setting`, `Verbosity.Setting`); the panel only lists them.
enum SettingsRow: Equatable, Sendable {
    case environment(EnvironmentSettings.Setting)
    case verbosity(Verbosity.Setting)

    static let all: [SettingsRow] = EnvironmentSettings.Setting.allCases.map { .environment($0) }
        + Verbosity.Setting.allCases.map { .verbosity($0) }

    var name: String {
        switch self {
        case .environment(let setting): setting.name
        case .verbosity(let setting): "VoiceOver: \(setting.name)"
        }
    }

    var choices: [String] {
        switch self {
        case .environment(let setting): setting.choices
        case .verbosity(let setting): setting.choices
        }
    }

    /// The choice iOS starts with: the screen's own for its settings, VoiceOver's default for
    /// Verbosity.
    var defaultChoice: Int {
        switch self {
        case .environment: 0
        case .verbosity(let setting): Verbosity().choice(setting)
        }
    }
}
