import Foundation

/// The kind of device a screen runs on, with UIKit's names and raw values. A session chooses
/// iPhone or iPad (`--idiom iphone|ipad`); the reader groups elements into rows by it (see
/// `ScreenReader.idiom`), and `UIDevice.current.userInterfaceIdiom` and the size classes in the
/// environment report it. The other cases exist so code that switches over them compiles.
public enum UIUserInterfaceIdiom: Int, Hashable, Sendable, CaseIterable {
    case unspecified = -1
    case phone = 0
    case pad = 1
    case tv = 2
    case carPlay = 3
    case mac = 5
    case vision = 6
}
