import Foundation

/// UIKit's accessibility traits, with UIKit's names (`.button`, `.header`): what a view a
/// representable makes says it is. Read into the element as SwiftUI's `AccessibilityTraits`.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    public static let none = UIAccessibilityTraits([])
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
    public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 17)
    public static let supportsZoom = UIAccessibilityTraits(rawValue: 1 << 18)
    public static let toggleButton = UIAccessibilityTraits(rawValue: 1 << 19)

    /// The same traits with SwiftUI's names. `notEnabled` is the element's enabled state,
    /// `adjustable` an adjustable action: neither is a trait in SwiftUI's set.
    var swiftUITraits: AccessibilityTraits {
        let pairs: [(UIAccessibilityTraits, AccessibilityTraits)] = [
            (.button, .isButton), (.link, .isLink), (.image, .isImage), (.selected, .isSelected), (.playsSound, .playsSound),
            (.keyboardKey, .isKeyboardKey), (.staticText, .isStaticText), (.summaryElement, .isSummaryElement),
            (.updatesFrequently, .updatesFrequently), (.searchField, .isSearchField), (.startsMediaSession, .startsMediaSession),
            (.allowsDirectInteraction, .allowsDirectInteraction), (.causesPageTurn, .causesPageTurn), (.header, .isHeader),
            (.tabBar, .isTabBar), (.toggleButton, .isToggle),
        ]
        return pairs.reduce(into: AccessibilityTraits()) { traits, pair in
            if contains(pair.0) { traits.insert(pair.1) }
        }
    }
}

/// Content modes, accepted for code that sets them.
public enum UIViewContentMode: Int, Hashable, Sendable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
    case topLeft, topRight, bottomLeft, bottomRight
}

/// A view's layer, for code that rounds corners or draws a border. Accepted; the terminal
/// draws a platform view as one placeholder.
@MainActor
public final class CALayer {
    public var cornerRadius: CGFloat = 0
    public var masksToBounds = false
    public var borderWidth: CGFloat = 0
    public var shadowOpacity: Float = 0
    public var shadowRadius: CGFloat = 3
    public var shadowOffset = CGSize(width: 0, height: -3)
    init() {}
}

/// UIKit's view, as far as the views a `UIViewRepresentable` makes need it: a frame,
/// subviews, colours and, above all, the accessibility properties VoiceOver reads
/// (`isAccessibilityElement`, `accessibilityLabel`, `accessibilityValue`, `accessibilityHint`,
/// `accessibilityTraits`). Rotor never draws or lays out a UIView: the representable is one
/// element whose label, value, hint and traits are the ones the made view sets.
@MainActor
open class UIView: UIResponder {
    open var frame: CGRect
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    open var backgroundColor: UIColor?
    open var tintColor: UIColor! = .tintColor
    open var isHidden = false
    open var alpha: CGFloat = 1
    open var isOpaque = true
    open var clipsToBounds = false
    open var isUserInteractionEnabled = true
    open var contentMode: UIViewContentMode = .scaleToFill
    open var tag = 0
    open var translatesAutoresizingMaskIntoConstraints = true
    public let layer = CALayer()
    public private(set) var subviews: [UIView] = []
    public private(set) weak var superview: UIView?
    open var window: UIWindow? { superview?.window }
    open var traitCollection: UITraitCollection { UITraitCollection.current }
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
    public static let noIntrinsicMetric: CGFloat = -1

    // MARK: Accessibility, as UIKit's informal protocol has it

    private var ownIsAccessibilityElement: Bool?
    private var ownLabel: String?
    private var ownTraits: UIAccessibilityTraits?
    /// Whether VoiceOver reads this view as one element. A plain view is not; a label, a
    /// button or an image view is.
    open var isAccessibilityElement: Bool {
        get { ownIsAccessibilityElement ?? defaultIsAccessibilityElement }
        set { ownIsAccessibilityElement = newValue }
    }
    open var accessibilityLabel: String? {
        get { ownLabel ?? defaultAccessibilityLabel }
        set { ownLabel = newValue }
    }
    open var accessibilityValue: String?
    open var accessibilityHint: String?
    open var accessibilityTraits: UIAccessibilityTraits {
        get { ownTraits ?? defaultAccessibilityTraits }
        set { ownTraits = newValue }
    }
    open var accessibilityIdentifier: String?
    open var accessibilityElementsHidden = false
    open var accessibilityViewIsModal = false
    open var shouldGroupAccessibilityChildren = false
    open var accessibilityLanguage: String?

    /// What a kind of view says without being told (a label its text, a button its title).
    open var defaultIsAccessibilityElement: Bool { false }
    open var defaultAccessibilityLabel: String? { nil }
    open var defaultAccessibilityTraits: UIAccessibilityTraits { .none }

    public init(frame: CGRect) {
        self.frame = frame
        super.init()
    }
    public convenience override init() { self.init(frame: .zero) }
    public required init?(coder: NSCoder) {
        frame = .zero
        super.init()
    }

    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }
    open func insertSubview(_ view: UIView, at index: Int) {
        view.removeFromSuperview()
        subviews.insert(view, at: min(max(0, index), subviews.count))
        view.superview = self
    }
    open func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }
    open func bringSubviewToFront(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: index))
    }
    open func sizeThatFits(_ size: CGSize) -> CGSize { frame.size }
    open func sizeToFit() { frame.size = sizeThatFits(frame.size) }
    open func setNeedsLayout() {}
    open func layoutIfNeeded() {}
    open func layoutSubviews() {}
    open func setNeedsDisplay() {}
    open func draw(_ rect: CGRect) {}
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {}
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {}
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {}

    /// A UIKit view's elements as VoiceOver would find them: this view when it is an element,
    /// else the elements among its subviews, in order.
    func accessibleViews() -> [UIView] {
        guard !isHidden, !accessibilityElementsHidden else { return [] }
        if isAccessibilityElement { return [self] }
        return subviews.flatMap { $0.accessibleViews() }
    }
}

/// Auto Layout's priorities and axes, accepted for code that sets them.
public struct UILayoutPriority: RawRepresentable, Hashable, Sendable {
    public let rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let defaultLow = UILayoutPriority(250)
}
public enum NSLayoutConstraint {
    public enum Axis: Int, Hashable, Sendable { case horizontal, vertical }
}

/// A gesture recognizer, accepted for code that adds one to a made view; a terminal has no
/// touches, so it never fires.
@MainActor
open class UIGestureRecognizer {
    public init(target: Any?, action: Selector?) {}
}
@MainActor
public final class UITapGestureRecognizer: UIGestureRecognizer {}

/// A window, as `UIWindowScene.windows` lists it, with a root view controller that code can
/// present a UIKit controller from.
@MainActor
public final class UIWindow: UIView {
    public var rootViewController: UIViewController? = UIViewController()
    public var isKeyWindow: Bool { true }
    public override var window: UIWindow? { self }
    public func makeKeyAndVisible() {}
}

/// Text alignment, UIKit's.
public enum NSTextAlignment: Int, Hashable, Sendable { case left, center, right, justified, natural }

/// A text label: VoiceOver reads its text, as static text.
@MainActor
open class UILabel: UIView {
    open var text: String?
    open var font: UIFont = .preferredFont(forTextStyle: .body)
    open var textColor: UIColor = .label
    open var textAlignment: NSTextAlignment = .natural
    open var numberOfLines = 1
    open var adjustsFontForContentSizeCategory = false
    open var adjustsFontSizeToFitWidth = false
    open override var defaultIsAccessibilityElement: Bool { true }
    open override var defaultAccessibilityLabel: String? { text }
    open override var defaultAccessibilityTraits: UIAccessibilityTraits { .staticText }
}

/// A control's events and states, for target–action code.
@MainActor
open class UIControl: UIView {
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
    }
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
    }
    open var isEnabled = true
    open var isSelected = false
    /// Handlers added with `addAction(_:for:)`; VoiceOver's double tap on the representable
    /// runs a button's primary ones.
    var actions: [(UIAction, Event)] = []
    /// Target–action pairs cannot be called without the Objective-C runtime: kept by name.
    public private(set) var targetActions: [(action: Selector, events: Event)] = []

    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        targetActions.append((action, controlEvents))
    }
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        targetActions.removeAll { action == nil || $0.action == action }
    }
    open func addAction(_ action: UIAction, for controlEvents: Event) { actions.append((action, controlEvents)) }
    open func sendActions(for controlEvents: Event) {
        for (action, events) in actions where !events.intersection(controlEvents).isEmpty { action.handler(action) }
    }
    open override var defaultAccessibilityTraits: UIAccessibilityTraits { isEnabled ? .none : .notEnabled }
}

/// A menu or control action with a closure (iOS 14's `UIAction`).
@MainActor
public final class UIAction {
    public let title: String
    public let image: UIImage?
    let handler: @MainActor (UIAction) -> Void
    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
                handler: @escaping @MainActor (UIAction) -> Void) {
        self.title = title
        self.image = image
        self.handler = handler
    }
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }
}

/// A button: VoiceOver reads its title, as a button.
@MainActor
open class UIButton: UIControl {
    public enum ButtonType: Int, Hashable, Sendable { case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close }
    public let buttonType: ButtonType
    private var titles: [UInt: String] = [:]
    private var images: [UInt: UIImage] = [:]

    public init(type buttonType: ButtonType) {
        self.buttonType = buttonType
        super.init(frame: .zero)
    }
    public init(frame: CGRect, primaryAction: UIAction?) {
        buttonType = .system
        super.init(frame: frame)
        if let primaryAction {
            setTitle(primaryAction.title, for: .normal)
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }
    public convenience init(type buttonType: ButtonType, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction {
            setTitle(primaryAction.title, for: .normal)
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }
    public override init(frame: CGRect) {
        buttonType = .custom
        super.init(frame: frame)
    }
    public required init?(coder: NSCoder) {
        buttonType = .custom
        super.init(coder: coder)
    }

    open func setTitle(_ title: String?, for state: State) { titles[state.rawValue] = title }
    open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[State.normal.rawValue] }
    open var currentTitle: String? { title(for: .normal) }
    open func setImage(_ image: UIImage?, for state: State) { images[state.rawValue] = image }
    open func image(for state: State) -> UIImage? { images[state.rawValue] ?? images[State.normal.rawValue] }
    open func setTitleColor(_ color: UIColor?, for state: State) {}

    open override var defaultIsAccessibilityElement: Bool { true }
    open override var defaultAccessibilityLabel: String? {
        if let title = currentTitle, !title.isEmpty { return title }
        return image(for: .normal).flatMap { Image(uiImage: $0).accessibilityLabel }
    }
    open override var defaultAccessibilityTraits: UIAccessibilityTraits { isEnabled ? .button : [.button, .notEnabled] }
}

/// An image view: an element only when told (`isAccessibilityElement = true`), as in UIKit.
@MainActor
open class UIImageView: UIView {
    open var image: UIImage?
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: .zero)
    }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open override var defaultAccessibilityTraits: UIAccessibilityTraits { .image }
}

/// A spinner: VoiceOver reads "In progress" while it animates.
@MainActor
open class UIActivityIndicatorView: UIView {
    public enum Style: Int, Hashable, Sendable { case medium = 100, large = 101 }
    public let style: Style
    public private(set) var isAnimating = false
    open var hidesWhenStopped = true
    open var color: UIColor = .systemGray
    public init(style: Style) {
        self.style = style
        super.init(frame: .zero)
    }
    public override init(frame: CGRect) {
        style = .medium
        super.init(frame: frame)
    }
    public required init?(coder: NSCoder) {
        style = .medium
        super.init(coder: coder)
    }
    open func startAnimating() { isAnimating = true }
    open func stopAnimating() { isAnimating = false }
    open override var defaultIsAccessibilityElement: Bool { isAnimating || !hidesWhenStopped }
    open override var defaultAccessibilityLabel: String? { isAnimating ? "In progress" : "Progress halted" }
    open override var defaultAccessibilityTraits: UIAccessibilityTraits { .updatesFrequently }
}

/// What a text view tells its delegate (all optional, as in UIKit).
@MainActor
public protocol UITextViewDelegate: AnyObject {
    func textViewDidBeginEditing(_ textView: UITextView)
    func textViewDidEndEditing(_ textView: UITextView)
    func textViewDidChange(_ textView: UITextView)
    func textViewDidChangeSelection(_ textView: UITextView)
}
extension UITextViewDelegate {
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewDidEndEditing(_ textView: UITextView) {}
    public func textViewDidChange(_ textView: UITextView) {}
    public func textViewDidChangeSelection(_ textView: UITextView) {}
}

/// A multi-line text view: VoiceOver reads its text as the value of a text field.
@MainActor
open class UITextView: UIView {
    open var text: String! = ""
    open var font: UIFont? = .preferredFont(forTextStyle: .body)
    open var textColor: UIColor? = .label
    open var textAlignment: NSTextAlignment = .natural
    open var isEditable = true
    open var isSelectable = true
    open var isScrollEnabled = true
    open var adjustsFontForContentSizeCategory = false
    open weak var delegate: UITextViewDelegate?
    open override var defaultIsAccessibilityElement: Bool { true }
    open override var defaultAccessibilityTraits: UIAccessibilityTraits { isEditable ? .none : .staticText }
    open override var accessibilityValue: String? {
        get { super.accessibilityValue ?? text }
        set { super.accessibilityValue = newValue }
    }
}

/// A view controller, as far as `UIViewControllerRepresentable` needs one: its view, title
/// and presentation calls (`present` is recorded in the transcript, never shown).
@MainActor
open class UIViewController: UIResponder {
    private var loadedView: UIView?
    open var title: String?
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    open var isModalInPresentation = false
    public private(set) var children: [UIViewController] = []
    public private(set) weak var parent: UIViewController?
    open var traitCollection: UITraitCollection { UITraitCollection.current }

    public init(nibName: String?, bundle: Bundle?) { super.init() }
    public convenience override init() { self.init(nibName: nil, bundle: nil) }
    public required init?(coder: NSCoder) { super.init() }

    /// The controller's view, made by `loadView()` when first asked for.
    open var view: UIView! {
        get {
            if let loadedView { return loadedView }
            loadView()
            if loadedView == nil { loadedView = UIView(frame: UIScreen.main.bounds) }
            viewDidLoad()
            return loadedView
        }
        set { loadedView = newValue }
    }
    public var isViewLoaded: Bool { loadedView != nil }
    open func loadView() {}
    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func addChild(_ childController: UIViewController) {
        children.append(childController)
        childController.parent = self
    }
    open func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }
    open func didMove(toParent parent: UIViewController?) {}
    open func willMove(toParent parent: UIViewController?) {}
    /// Records the presentation (the transcript shows "Would present UIActivityViewController")
    /// and calls `completion`; nothing is shown.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        AccessibilityNotificationScope.post(feedback: .presentation("\(type(of: viewControllerToPresent))"))
        completion?()
    }
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) { completion?() }

    /// What VoiceOver would find in the controller's screen: the view's elements.
    var accessibleViews: [UIView] { view.accessibleViews() }
}

public enum UIModalPresentationStyle: Int, Hashable, Sendable {
    case fullScreen, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover
    case none = -1, automatic = -2
}

/// The share sheet. As a representable's controller it is one platform-view element; nothing
/// is shared.
@MainActor
open class UIActivityViewController: UIViewController {
    public let activityItems: [Any]
    open var excludedActivityTypes: [UIActivity.ActivityType]?
    open var completionWithItemsHandler: ((UIActivity.ActivityType?, Bool, [Any]?, Error?) -> Void)?
    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.activityItems = activityItems
        super.init(nibName: nil, bundle: nil)
    }
    public required init?(coder: NSCoder) {
        activityItems = []
        super.init(coder: coder)
    }
}

@MainActor
open class UIActivity {
    public init() {}
    public struct ActivityType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let postToFacebook = ActivityType("com.apple.UIKit.activity.PostToFacebook")
        public static let message = ActivityType("com.apple.UIKit.activity.Message")
        public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
        public static let print = ActivityType("com.apple.UIKit.activity.Print")
        public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
        public static let assignToContact = ActivityType("com.apple.UIKit.activity.AssignToContact")
        public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
        public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
        public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
        public static let openInIBooks = ActivityType("com.apple.UIKit.activity.OpenInIBooks")
    }
}
