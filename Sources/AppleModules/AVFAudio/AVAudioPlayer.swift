import Foundation

/// Plays a sound file or data, as `AVAudioPlayer`. The file or data is read (a missing file throws, as on iOS),
/// but there is no audio output on this platform: ``play()`` returns `false` and the host's log says why.
open class AVAudioPlayer: @unchecked Sendable {
    /// Told when playback finishes.
    open weak var delegate: (any AVAudioPlayerDelegate)?
    /// The file played, if made from one.
    public let url: URL?
    /// The sound's bytes.
    public let data: Data?
    /// The volume, from 0 to 1.
    open var volume: Float = 1
    /// How many times to repeat after the first play (-1: forever).
    open var numberOfLoops = 0
    /// The playback rate.
    open var rate: Float = 1
    /// Whether ``rate`` applies.
    open var enableRate = false
    /// The position in the sound, in seconds.
    open var currentTime: TimeInterval = 0
    /// Whether it is playing: never, here.
    open private(set) var isPlaying = false
    /// The sound's length in seconds: unknown here, so 0.
    open var duration: TimeInterval { 0 }

    /// A player of the file at `url`; throws if it cannot be read.
    public init(contentsOf url: URL) throws {
        self.url = url
        data = try Data(contentsOf: url)
    }

    /// A player of the file at `url`, whose type is hinted.
    public convenience init(contentsOf url: URL, fileTypeHint utiString: String?) throws {
        try self.init(contentsOf: url)
    }

    /// A player of `data`.
    public init(data: Data) throws {
        url = nil
        self.data = data
    }

    /// A player of `data`, whose type is hinted.
    public convenience init(data: Data, fileTypeHint utiString: String?) throws {
        try self.init(data: data)
    }

    /// Prepares to play: `true`, the sound having been read.
    @discardableResult
    open func prepareToPlay() -> Bool { true }

    /// Plays: with no audio output here, `false`, and the host's log says why.
    @discardableResult
    open func play() -> Bool {
        WidgetLog.warning(
            "AVAudioPlayer.play: there is no audio output on this platform; \(url?.lastPathComponent ?? "the sound") is not played")
        return false
    }

    /// Plays after `time`: as ``play()``.
    @discardableResult
    open func play(atTime time: TimeInterval) -> Bool { play() }

    /// Pauses.
    open func pause() {}

    /// Stops.
    open func stop() {}
}

/// Hears when a player finishes; every method has a default that does nothing.
public protocol AVAudioPlayerDelegate: AnyObject {
    func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool)
    func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: (any Error)?)
}

extension AVAudioPlayerDelegate {
    public func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {}
    public func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: (any Error)?) {}
}
