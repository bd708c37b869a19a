import Foundation
import TermUI

// App Intents, as far as an app's own screens run them: an intent's parameters, `perform()`,
// and the buttons and accessibility actions that run it. Siri, Shortcuts and Spotlight are not
// here: `AppShortcutsProvider` compiles and offers nothing; an intent's dialog is recorded in
// `FrameworkActivity`, not spoken, as a `Button(intent:)` in an app shows no dialog either.

/// A string an intent's metadata is written in (Foundation's on Apple's platforms).
public struct LocalizedStringResource: Hashable, Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
    public let key: String
    public init(stringLiteral value: String) { key = value }
    public init(_ key: String) { self.key = key }
    public init(_ key: String, defaultValue: String, table: String? = nil, comment: StaticString? = nil) { self.key = defaultValue }
    public var description: String { key }
}

/// What an intent says when it is done.
public struct IntentDialog: Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
    public let full: String
    public let supporting: String
    public init(stringLiteral value: String) { self.init(full: value, supporting: value) }
    public init(_ text: LocalizedStringResource) { self.init(full: text.key, supporting: text.key) }
    public init(full: LocalizedStringResource, supporting: LocalizedStringResource) {
        self.init(full: full.key, supporting: supporting.key)
    }
    public init(full: String, supporting: String) {
        self.full = full
        self.supporting = supporting
    }
    public var description: String { full }
}

public struct IntentDescription: Sendable, ExpressibleByStringInterpolation {
    public let text: String
    public init(stringLiteral value: String) { text = value }
    public init(_ text: LocalizedStringResource, categoryName: LocalizedStringResource? = nil, searchKeywords: [LocalizedStringResource] = []) {
        self.text = text.key
    }
}

/// What `perform()` returns.
public protocol IntentResult: Sendable {}
public protocol ProvidesDialog {}
public protocol ShowsSnippetView {}
public protocol OpensIntent {}
public protocol ReturnsValue<Value> {
    associatedtype Value
}

/// The one result type behind `.result(…)`: a value, a dialog, both or neither.
public struct AppIntentResult<Value>: IntentResult, ProvidesDialog, ShowsSnippetView, OpensIntent, ReturnsValue, @unchecked Sendable {
    public let value: Value?
    public let dialog: IntentDialog?
}

extension IntentResult where Self == AppIntentResult<Never> {
    public static func result() -> Self { AppIntentResult(value: nil, dialog: nil) }
    public static func result(dialog: IntentDialog) -> Self { AppIntentResult(value: nil, dialog: dialog) }
    public static func result<Content: View>(dialog: IntentDialog, @ViewBuilder view: () -> Content) -> Self {
        AppIntentResult(value: nil, dialog: dialog)
    }
    public static func result<Content: View>(@ViewBuilder view: () -> Content) -> Self { AppIntentResult(value: nil, dialog: nil) }
}

extension IntentResult {
    public static func result<Value>(value: Value) -> Self where Self == AppIntentResult<Value> {
        AppIntentResult(value: value, dialog: nil)
    }
    public static func result<Value>(value: Value, dialog: IntentDialog) -> Self where Self == AppIntentResult<Value> {
        AppIntentResult(value: value, dialog: dialog)
    }
}

/// Something the app can do, for its buttons, Siri and Shortcuts.
public protocol AppIntent: Sendable {
    associatedtype PerformResult: IntentResult
    static var title: LocalizedStringResource { get }
    static var description: IntentDescription? { get }
    static var openAppWhenRun: Bool { get }
    init()
    func perform() async throws -> PerformResult
}

extension AppIntent {
    public static var description: IntentDescription? { nil }
    public static var openAppWhenRun: Bool { false }
    public typealias Parameter<Value> = IntentParameter<Value>
}

/// An intent's input: `@Parameter(title: "Trip") var trip: String`.
@propertyWrapper
public final class IntentParameter<Value>: @unchecked Sendable {
    public let title: LocalizedStringResource
    private var value: Value?

    public init(title: LocalizedStringResource, description: LocalizedStringResource? = nil) { self.title = title }
    public init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default value: Value) {
        self.title = title
        self.value = value
    }
    public init<Wrapped>(title: LocalizedStringResource, description: LocalizedStringResource? = nil) where Value == Wrapped? {
        self.title = title
        self.value = .some(nil)
    }
    public init(wrappedValue: Value, title: LocalizedStringResource) {
        self.title = title
        value = wrappedValue
    }

    public var wrappedValue: Value {
        get {
            guard let value else { fatalError("The intent's parameter '\(title)' was not set before perform()") }
            return value
        }
        set { value = newValue }
    }
    public var projectedValue: IntentParameter<Value> { self }
}

/// A type whose cases an intent's parameter can take.
public protocol AppEnum: CaseIterable, RawRepresentable, Hashable, Sendable where RawValue: Sendable {
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
    static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
}

public struct TypeDisplayRepresentation: Sendable, ExpressibleByStringInterpolation {
    public let name: LocalizedStringResource
    public init(stringLiteral value: String) { name = LocalizedStringResource(value) }
    public init(name: LocalizedStringResource, numericFormat: LocalizedStringResource? = nil) { self.name = name }
}

public struct DisplayRepresentation: Sendable, ExpressibleByStringInterpolation {
    public let title: LocalizedStringResource
    public let subtitle: LocalizedStringResource?
    public init(stringLiteral value: String) {
        title = LocalizedStringResource(value)
        subtitle = nil
    }
    public init(title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil, image: Image? = nil) {
        self.title = title
        self.subtitle = subtitle
    }
    public struct Image: Sendable {
        public init(systemName: String) {}
        public init(named: String) {}
    }
}

/// The app's shortcuts for Siri and Spotlight: compiles, and offers nothing here.
public protocol AppShortcutsProvider {
    @AppShortcutsBuilder static var appShortcuts: [AppShortcut] { get }
}

public struct AppShortcut: Sendable {
    public let title: LocalizedStringResource
    public init<Intent: AppIntent>(intent: Intent, phrases: [AppShortcutPhrase<Intent>], shortTitle: LocalizedStringResource,
                                   systemImageName: String) {
        title = shortTitle
    }
}

public struct AppShortcutPhrase<Intent: AppIntent>: Sendable, ExpressibleByStringInterpolation {
    public let text: String
    public init(stringLiteral value: String) { text = value }
    public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }
    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) { text += literal }
        /// `\(.applicationName)`.
        public mutating func appendInterpolation(_ token: AppShortcutPhraseToken) { text += "\(token)" }
    }
}

public enum AppShortcutPhraseToken: Sendable { case applicationName }

@resultBuilder
public enum AppShortcutsBuilder {
    public static func buildBlock(_ shortcuts: AppShortcut...) -> [AppShortcut] { shortcuts }
    public static func buildExpression(_ shortcut: AppShortcut) -> AppShortcut { shortcut }
}

/// Runs an intent's `perform()` for a button or an accessibility action, before the action
/// returns, as the reader then reads the screen. The intent starts at once, on the caller's
/// thread; when it waits for the main actor (a `@MainActor` `perform()`, `MainActor.run`), the
/// main queue is let run until the intent is done, as a run loop would, for at most a hundred
/// turns: an intent still waiting then (for a sleep, say) goes on as a task does. The dialog,
/// if any, is recorded in `FrameworkActivity` and shown in the transcript as what Siri or
/// Shortcuts would show.
@MainActor
enum IntentRunner {
    static func run<Intent: AppIntent>(_ intent: Intent) {
        let name = String(describing: Intent.self)
        FrameworkActivity.record("\(name): perform")
        let done = Locked(false)
        Task(executorPreference: InlineExecutor.shared) {
            do {
                let result = try await intent.perform()
                if let dialog = (result as? any DialogCarrying)?.dialogText {
                    // Siri and Shortcuts show (and speak) an intent's dialog; a button in the
                    // app shows none. The transcript says where it would appear.
                    FrameworkActivity.record("\(name) dialog: \(dialog)", cue: "Siri or Shortcuts would show: \(dialog)")
                }
            } catch {
                FrameworkActivity.record("\(name) failed: \(error)", cue: "\(name) failed: \(error)")
            }
            done.withLock { $0 = true }
        }
        guard Thread.isMainThread else { return }
        for _ in 0..<100 where !done.withLock({ $0 }) {
            _ = RunLoop.main.run(mode: .default, before: Date())
        }
    }
}

protocol DialogCarrying { var dialogText: String? { get } }
extension AppIntentResult: DialogCarrying {
    var dialogText: String? { dialog?.full }
}

/// Runs a task's work where it is enqueued, at once: an intent's `perform()` starts inside the
/// action that ran it.
final class InlineExecutor: TaskExecutor {
    static let shared = InlineExecutor()
    func enqueue(_ job: consuming ExecutorJob) {
        job.runSynchronously(on: asUnownedTaskExecutor())
    }
}

extension Button {
    /// A button that runs `intent`'s `perform()` when activated.
    public init<I: AppIntent>(intent: I, @ViewBuilder label: () -> Label) {
        self.init(action: { IntentRunner.run(intent) }, label: label)
    }
}

extension Button where Label == Text {
    public init<I: AppIntent>(_ titleKey: LocalizedStringKey, intent: I) {
        self.init(action: { IntentRunner.run(intent) }, label: { Text(titleKey) })
    }
    @_disfavoredOverload
    public init<I: AppIntent, S: StringProtocol>(_ title: S, intent: I) {
        self.init(action: { IntentRunner.run(intent) }, label: { Text(title) })
    }
}

extension Toggle {
    /// A toggle that runs `intent` when switched; it shows `isOn` as the app keeps it.
    public init<I: AppIntent>(isOn: Bool, intent: I, @ViewBuilder label: () -> Label) {
        self.init(isOn: Binding(get: { isOn }, set: { _ in IntentRunner.run(intent) }), label: label)
    }
}

extension View {
    /// An accessibility action named `name` that runs `intent`'s `perform()`.
    public func accessibilityAction<I: AppIntent>(named name: LocalizedStringKey, intent: I) -> some View {
        accessibilityAction(named: name) { IntentRunner.run(intent) }
    }
    @_disfavoredOverload
    public func accessibilityAction<I: AppIntent, S: StringProtocol>(named name: S, intent: I) -> some View {
        accessibilityAction(named: Text(name)) { IntentRunner.run(intent) }
    }
}
