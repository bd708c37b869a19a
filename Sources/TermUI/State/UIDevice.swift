import Foundation

/// The device the screen runs on, with UIKit's names, for code that asks
/// `UIDevice.current.userInterfaceIdiom == .pad`. It reports the idiom of the screen whose code
/// is running (`ViewGraph.idiom`, a session's `--idiom`), so two screens opened as an iPhone
/// and an iPad each hear their own; outside any screen's code, the device of the screen that ran
/// last, or an iPhone.
@MainActor
public final class UIDevice {
    public let userInterfaceIdiom: UIUserInterfaceIdiom

    private init(userInterfaceIdiom: UIUserInterfaceIdiom) {
        self.userInterfaceIdiom = userInterfaceIdiom
    }

    /// The device of the screen whose code is running.
    public static var current: UIDevice { UIDevice(userInterfaceIdiom: ViewGraph.runningIdiom ?? .phone) }

    /// "iPhone" or "iPad", as UIKit's model names the kind of device.
    public var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }
    /// "iOS" on an iPhone, "iPadOS" on an iPad.
    public var systemName: String { userInterfaceIdiom == .pad ? "iPadOS" : "iOS" }
}
