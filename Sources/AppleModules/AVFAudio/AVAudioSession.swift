import Foundation

/// The app's audio session, as `AVAudioSession`: it accepts every category, mode and activation, which change
/// nothing on this platform (there is no audio output).
open class AVAudioSession: @unchecked Sendable {
    /// How the app uses audio.
    public struct Category: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let ambient = Category(rawValue: "AVAudioSessionCategoryAmbient")
        public static let soloAmbient = Category(rawValue: "AVAudioSessionCategorySoloAmbient")
        public static let playback = Category(rawValue: "AVAudioSessionCategoryPlayback")
        public static let record = Category(rawValue: "AVAudioSessionCategoryRecord")
        public static let playAndRecord = Category(rawValue: "AVAudioSessionCategoryPlayAndRecord")
        public static let multiRoute = Category(rawValue: "AVAudioSessionCategoryMultiRoute")
    }

    /// A specialized use within a category.
    public struct Mode: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let `default` = Mode(rawValue: "AVAudioSessionModeDefault")
        public static let spokenAudio = Mode(rawValue: "AVAudioSessionModeSpokenAudio")
        public static let moviePlayback = Mode(rawValue: "AVAudioSessionModeMoviePlayback")
        public static let voiceChat = Mode(rawValue: "AVAudioSessionModeVoiceChat")
        public static let videoChat = Mode(rawValue: "AVAudioSessionModeVideoChat")
        public static let measurement = Mode(rawValue: "AVAudioSessionModeMeasurement")
        public static let voicePrompt = Mode(rawValue: "AVAudioSessionModeVoicePrompt")
    }

    /// How the app's audio mixes with others'.
    public struct CategoryOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let mixWithOthers = CategoryOptions(rawValue: 0x1)
        public static let duckOthers = CategoryOptions(rawValue: 0x2)
        public static let allowBluetooth = CategoryOptions(rawValue: 0x4)
        public static let defaultToSpeaker = CategoryOptions(rawValue: 0x8)
        public static let interruptSpokenAudioAndMixWithOthers = CategoryOptions(rawValue: 0x11)
        public static let allowBluetoothA2DP = CategoryOptions(rawValue: 0x20)
        public static let allowAirPlay = CategoryOptions(rawValue: 0x40)
    }

    /// How a deactivation tells other apps.
    public struct SetActiveOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let notifyOthersOnDeactivation = SetActiveOptions(rawValue: 1)
    }

    nonisolated(unsafe) private static let shared = AVAudioSession()

    /// The category set last.
    open private(set) var category: Category = .soloAmbient
    /// The mode set last.
    open private(set) var mode: Mode = .default
    /// The options set last.
    open private(set) var categoryOptions: CategoryOptions = []
    /// The system's output volume.
    open var outputVolume: Float { 1 }
    /// Whether another app is playing audio: none here.
    open var isOtherAudioPlaying: Bool { false }

    private init() {}

    /// The app's one audio session.
    open class func sharedInstance() -> AVAudioSession { shared }

    /// Sets the category.
    open func setCategory(_ category: Category) throws { self.category = category }

    /// Sets the category and its options.
    open func setCategory(_ category: Category, options: CategoryOptions) throws {
        self.category = category
        categoryOptions = options
    }

    /// Sets the category, mode and options.
    open func setCategory(_ category: Category, mode: Mode, options: CategoryOptions = []) throws {
        try setCategory(category, options: options)
        self.mode = mode
    }

    /// Sets the mode.
    open func setMode(_ mode: Mode) throws { self.mode = mode }

    /// Activates or deactivates the session: accepted, and nothing changes here.
    open func setActive(_ active: Bool, options: SetActiveOptions = []) throws {}
}
