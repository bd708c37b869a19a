import Foundation

// What a text field asks of the on-screen keyboard and of autofill, and the field's own
// styles. A terminal has no on-screen keyboard, no autofill and draws every field the same
// way, so these are accepted and change nothing: VoiceOver reads a field the same whatever
// its style, keyboard or content type.

// MARK: Text field styles

/// How a text field is drawn. TermUI draws every field as an underlined line: each style is
/// accepted and drawn that way.
public protocol TextFieldStyle {}
public struct DefaultTextFieldStyle: TextFieldStyle { public init() {} }
public struct PlainTextFieldStyle: TextFieldStyle { public init() {} }
public struct RoundedBorderTextFieldStyle: TextFieldStyle { public init() {} }
extension TextFieldStyle where Self == DefaultTextFieldStyle { public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() } }
extension TextFieldStyle where Self == PlainTextFieldStyle { public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() } }
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

// MARK: Date picker styles

/// How a date picker is drawn. TermUI's picker is one adjustable element in every style.
public protocol DatePickerStyle {}
public struct DefaultDatePickerStyle: DatePickerStyle { public init() {} }
public struct CompactDatePickerStyle: DatePickerStyle { public init() {} }
public struct GraphicalDatePickerStyle: DatePickerStyle { public init() {} }
public struct WheelDatePickerStyle: DatePickerStyle { public init() {} }
extension DatePickerStyle where Self == DefaultDatePickerStyle { public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() } }
extension DatePickerStyle where Self == CompactDatePickerStyle { public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() } }
extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}
extension DatePickerStyle where Self == WheelDatePickerStyle { public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() } }

// MARK: Content types

/// What a text field holds, for autofill (`.emailAddress`, `.password`, `.oneTimeCode`…), with
/// UIKit's names. Accepted: a terminal has no autofill.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let name = UITextContentType("name")
    public static let namePrefix = UITextContentType("namePrefix")
    public static let givenName = UITextContentType("givenName")
    public static let middleName = UITextContentType("middleName")
    public static let familyName = UITextContentType("familyName")
    public static let nameSuffix = UITextContentType("nameSuffix")
    public static let nickname = UITextContentType("nickname")
    public static let jobTitle = UITextContentType("jobTitle")
    public static let organizationName = UITextContentType("organizationName")
    public static let location = UITextContentType("location")
    public static let fullStreetAddress = UITextContentType("fullStreetAddress")
    public static let streetAddressLine1 = UITextContentType("streetAddressLine1")
    public static let streetAddressLine2 = UITextContentType("streetAddressLine2")
    public static let addressCity = UITextContentType("addressCity")
    public static let addressState = UITextContentType("addressState")
    public static let addressCityAndState = UITextContentType("addressCityAndState")
    public static let sublocality = UITextContentType("sublocality")
    public static let countryName = UITextContentType("countryName")
    public static let postalCode = UITextContentType("postalCode")
    public static let telephoneNumber = UITextContentType("telephoneNumber")
    public static let emailAddress = UITextContentType("emailAddress")
    public static let URL = UITextContentType("URL")
    public static let creditCardNumber = UITextContentType("creditCardNumber")
    public static let creditCardSecurityCode = UITextContentType("creditCardSecurityCode")
    public static let creditCardName = UITextContentType("creditCardName")
    public static let creditCardExpiration = UITextContentType("creditCardExpiration")
    public static let username = UITextContentType("username")
    public static let password = UITextContentType("password")
    public static let newPassword = UITextContentType("newPassword")
    public static let oneTimeCode = UITextContentType("oneTimeCode")
    public static let shipmentTrackingNumber = UITextContentType("shipmentTrackingNumber")
    public static let flightNumber = UITextContentType("flightNumber")
    public static let dateTime = UITextContentType("dateTime")
    public static let birthdate = UITextContentType("birthdate")
}

extension View {
    /// Accepted: the content type only guides autofill and the keyboard.
    public func textContentType(_ textContentType: UITextContentType?) -> some View { self }
    /// Accepted: a terminal draws one kind of text field.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View { self }
    /// Accepted: the date picker is one adjustable element in every style.
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View { self }
    /// Accepted: a shortcut for a hardware keyboard (Return for `.defaultAction`, Escape for
    /// `.cancelAction`); VoiceOver does not read it.
    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View { self }
}

// MARK: Keyboard shortcuts

/// A key and its modifiers, and the two shortcuts a dialog's buttons take: `.defaultAction`
/// (Return) and `.cancelAction` (Escape).
public struct KeyboardShortcut: Hashable, Sendable {
    public var key: KeyEquivalent
    public var modifiers: EventModifiers
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.key = key
        self.modifiers = modifiers
    }
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])
}

// MARK: Bars, lists and scrolling

/// Which bar a toolbar modifier is for.
public struct ToolbarPlacement: Hashable, Sendable {
    let name: String
    public static let automatic = ToolbarPlacement(name: "automatic")
    public static let bottomBar = ToolbarPlacement(name: "bottomBar")
    public static let navigationBar = ToolbarPlacement(name: "navigationBar")
    public static let tabBar = ToolbarPlacement(name: "tabBar")
}

/// How a view's scroll indicators show. A terminal draws none.
public struct ScrollIndicatorVisibility: Hashable, Sendable {
    let name: String
    public static let automatic = ScrollIndicatorVisibility(name: "automatic")
    public static let visible = ScrollIndicatorVisibility(name: "visible")
    public static let hidden = ScrollIndicatorVisibility(name: "hidden")
    public static let never = ScrollIndicatorVisibility(name: "never")
}

/// When scrolling dismisses the keyboard. A terminal has none.
public struct ScrollDismissesKeyboardMode: Hashable, Sendable {
    let name: String
    public static let automatic = ScrollDismissesKeyboardMode(name: "automatic")
    public static let immediately = ScrollDismissesKeyboardMode(name: "immediately")
    public static let interactively = ScrollDismissesKeyboardMode(name: "interactively")
    public static let never = ScrollDismissesKeyboardMode(name: "never")
}

/// How prominent a section header is. A terminal has one size of text.
public enum Prominence: Hashable, Sendable { case standard, increased }

/// Whether a text can be selected for copying. Accepted.
public protocol TextSelectability {}
public struct EnabledTextSelectability: TextSelectability { public init() {} }
public struct DisabledTextSelectability: TextSelectability { public init() {} }
extension TextSelectability where Self == EnabledTextSelectability { public static var enabled: EnabledTextSelectability { .init() } }
extension TextSelectability where Self == DisabledTextSelectability { public static var disabled: DisabledTextSelectability { .init() } }

/// The sizes of controls. A terminal has one.
public enum ControlSize: Hashable, Sendable, CaseIterable { case mini, small, regular, large, extraLarge }

extension View {
    // Accepted and ignored: Rotor draws the bars, separators, section headers and scroll views
    // one way and reads them the same whatever these say.
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View { self }
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View { self }
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { self }
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View { self }
    public func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View { self }
    public func listRowInsets(_ insets: EdgeInsets?) -> some View { self }
    public func listItemTint(_ tint: Color?) -> some View { self }
    public func headerProminence(_ prominence: Prominence) -> some View { self }
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View { self }
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { self }
    public func statusBarHidden(_ hidden: Bool = true) -> some View { self }
    public func textSelection<S: TextSelectability>(_ selectability: S) -> some View { self }
    public func controlSize(_ controlSize: ControlSize) -> some View { self }
    public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View { self }
    public func scrollDisabled(_ disabled: Bool) -> some View { self }
    /// Accepted: the pushed screen's Back button stays (TermUI's stack cannot hear a pushed
    /// view ask for it to go).
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View { self }
    public func navigationBarHidden(_ hidden: Bool) -> some View { self }
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }
}

/// How a presentation adapts in a compact size class. Accepted.
public struct PresentationAdaptation: Hashable, Sendable {
    let name: String
    public static let automatic = PresentationAdaptation(name: "automatic")
    public static let none = PresentationAdaptation(name: "none")
    public static let popover = PresentationAdaptation(name: "popover")
    public static let sheet = PresentationAdaptation(name: "sheet")
    public static let fullScreenCover = PresentationAdaptation(name: "fullScreenCover")
}
