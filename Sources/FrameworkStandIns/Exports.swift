// `import FrameworkStandIns` is what `rotor open` reads `import SwiftData`, `WidgetKit`,
// `AppIntents`, `AVFoundation`, `AVKit` and `Combine` as: Linux has none of them, so this module
// declares the part of each that apps call, over TermUI (which it brings, with Foundation, as
// `import SwiftUI` brings them on Apple's platforms).
@_exported import Foundation
@_exported import TermUI
