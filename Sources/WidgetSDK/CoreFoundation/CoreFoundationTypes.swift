import Foundation

// Core Foundation's names for the Foundation types it shares, as app code a widget shares writes them
// (`"public.jpeg" as CFString` for ImageIO, `"com.example.changed" as CFString` for a Darwin notification).
// Foundation on Linux does not make them public.

/// Core Foundation's string: Foundation's `NSString`.
public typealias CFString = NSString
/// Core Foundation's dictionary: Foundation's `NSDictionary`.
public typealias CFDictionary = NSDictionary
/// Core Foundation's data: Foundation's `NSData`.
public typealias CFData = NSData
/// Core Foundation's mutable data: Foundation's `NSMutableData`.
public typealias CFMutableData = NSMutableData
/// Core Foundation's URL: Foundation's `NSURL`.
public typealias CFURL = NSURL
/// Any Core Foundation object.
public typealias CFTypeRef = AnyObject
