import TermUI

/// One of the settings `rotor audit --variants` audits every state under: the run's own
/// settings as they are ("Standard"), each of Dynamic Type's twelve sizes, Bold Text, Increase
/// Contrast, the dark and the light appearance, Reduce Motion and Differentiate Without Color.
/// Each changes one thing from the run's own settings (`--appearance`, `--increase-contrast`),
/// as a user turns one setting on.
public enum AuditSetting: Hashable, Sendable {
    case standard
    case dynamicType(DynamicTypeSize)
    case boldText, increaseContrast, dark, light, reduceMotion, differentiateWithoutColor

    /// Every setting, in the order a report credits them: Standard first, so a finding the
    /// screen has as it is is never put down to a setting; then the type sizes, smallest first.
    public static let all: [AuditSetting] = [.standard] + DynamicTypeSize.allCases.map { .dynamicType($0) }
        + [.boldText, .increaseContrast, .dark, .light, .reduceMotion, .differentiateWithoutColor]

    /// The run's own settings with this one laid over them.
    public func applied(to base: EnvironmentOverrides) -> EnvironmentOverrides {
        var overrides = base
        switch self {
        case .standard: break
        case .dynamicType(let size): overrides.dynamicTypeSize = size
        case .boldText: overrides.boldText = true
        case .increaseContrast: overrides.colorSchemeContrast = .increased
        case .dark: overrides.colorScheme = .dark
        case .light: overrides.colorScheme = .light
        case .reduceMotion: overrides.reduceMotion = true
        case .differentiateWithoutColor: overrides.differentiateWithoutColor = true
        }
        return overrides
    }

    /// Its name in a report, as the explorer's status bar names it: "Standard",
    /// "Dynamic Type: AX5", "Bold Text", "Light".
    public var name: String {
        self == .standard ? "Standard" : applied(to: EnvironmentOverrides()).summary.joined(separator: ", ")
    }
}

extension AuditReport {
    /// The same audit run under each setting (`audit` is given the settings to run with), as
    /// one report: every finding once, credited to the first state that showed it (for a walk,
    /// the earliest script line) and, among the settings that showed it there, the first in
    /// `settings`' order. The states' counts of every run are kept, each with its setting.
    public static func underEachSetting(_ settings: [AuditSetting] = AuditSetting.all, base: EnvironmentOverrides,
                                        audit: (EnvironmentOverrides) throws -> AuditReport) rethrows -> AuditReport {
        var merged = AuditReport()
        var tagged: [(line: Int, run: Int, position: Int, entry: Entry)] = []
        for (run, setting) in settings.enumerated() {
            let report = try audit(setting.applied(to: base))
            for (position, var entry) in report.entries.enumerated() {
                entry.setting = setting.name
                tagged.append((entry.revealedBy?.line ?? 0, run, position, entry))
            }
            merged.captures += report.captures.map { capture in
                var capture = capture
                capture.setting = setting.name
                return capture
            }
            merged.states += report.states.map { state in
                var state = state
                state.setting = setting.name
                return state
            }
        }
        tagged.sort { ($0.line, $0.run, $0.position) < ($1.line, $1.run, $1.position) }
        for item in tagged { merged.add(item.entry) }
        return merged
    }
}
