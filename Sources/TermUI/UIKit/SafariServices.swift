import Foundation

/// Safari in the app (`import SafariServices`, which `rotor open` reads as TermUI). Shown
/// through a `UIViewControllerRepresentable`, it is one platform-view element labelled with
/// the page's address; nothing is loaded.
@MainActor
open class SFSafariViewController: UIViewController {
    public let url: URL
    public let configuration: Configuration
    open var preferredBarTintColor: UIColor?
    open var preferredControlTintColor: UIColor?
    open var dismissButtonStyle: DismissButtonStyle = .done
    open weak var delegate: SFSafariViewControllerDelegate?

    public init(url URL: URL, configuration: Configuration) {
        url = URL
        self.configuration = configuration
        super.init(nibName: nil, bundle: nil)
    }
    public convenience init(url URL: URL) { self.init(url: URL, configuration: Configuration()) }
    public required init?(coder: NSCoder) { nil }

    /// Safari's page, read by its address: Rotor loads nothing.
    open override func loadView() {
        let page = UIView(frame: UIScreen.main.bounds)
        page.isAccessibilityElement = true
        page.accessibilityLabel = url.host ?? url.absoluteString
        view = page
    }

    @MainActor
    public final class Configuration {
        public var entersReaderIfAvailable = false
        public var barCollapsingEnabled = true
        public init() {}
    }
    public enum DismissButtonStyle: Int, Hashable, Sendable { case done, close, cancel }
}

@MainActor
public protocol SFSafariViewControllerDelegate: AnyObject {
    func safariViewControllerDidFinish(_ controller: SFSafariViewController)
    func safariViewController(_ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool)
}
extension SFSafariViewControllerDelegate {
    public func safariViewControllerDidFinish(_ controller: SFSafariViewController) {}
    public func safariViewController(_ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool) {}
}
