import CFFI
import WidgetWire

/// A libffi call interface (`ffi_cif`) for one handler signature: the only place the host calls libffi.
///
/// Prepared once when a plugin loads, then used for every call of the handler.
/// Every C type of the ABI fits in 8 bytes, so arguments travel in 8-byte slots.
///
/// ```swift
/// let cif = try FFICallInterface(returns: .int32, arguments: [.int64, .double])
/// let result = cif.call(function, [.int64(10), .double(1.5)])  // .int32(...)
/// ```
@_spi(Benchmarking)
public final class FFICallInterface: @unchecked Sendable {
    /// A value passed to a C function.
    public enum Argument {
        case bool(Bool)
        case int32(Int32)
        case int64(Int64)
        case double(Double)
        /// A `const char *` or `wh_buffer_t *`.
        case pointer(UnsafeRawPointer?)
    }

    /// What a C function returned.
    public enum ReturnValue: Equatable, Sendable {
        case void
        case bool(Bool)
        case int32(Int32)
        case int64(Int64)
        case double(Double)
    }

    /// The declared return type.
    public let returnType: HandlerReturnType
    /// The declared argument types.
    public let argumentTypes: [HandlerArgumentType]
    private let cif: UnsafeMutablePointer<ffi_cif>
    private let typeList: UnsafeMutablePointer<UnsafeMutablePointer<ffi_type>?>

    /// Prepares the call interface (`ffi_prep_cif`) for `returns (arguments...)`.
    ///
    /// - Throws: ``FFIPreparationError`` if libffi rejects the signature.
    public init(returns returnType: HandlerReturnType, arguments argumentTypes: [HandlerArgumentType]) throws(FFIPreparationError) {
        self.returnType = returnType
        self.argumentTypes = argumentTypes
        cif = .allocate(capacity: 1)
        typeList = .allocate(capacity: max(argumentTypes.count, 1))
        for (index, type) in argumentTypes.enumerated() {
            typeList[index] = Self.ffiType(of: type)
        }
        let status = ffi_prep_cif(cif, cffi_default_abi(), UInt32(argumentTypes.count), Self.ffiType(of: returnType), typeList)
        guard status == FFI_OK else {
            cif.deallocate()
            typeList.deallocate()
            throw FFIPreparationError(status: Int(status.rawValue))
        }
    }

    deinit {
        cif.deallocate()
        typeList.deallocate()
    }

    /// Calls the C function at `function` with `arguments`, which must match the declared types in number and kind.
    public func call(_ function: UnsafeRawPointer, _ arguments: [Argument]) -> ReturnValue {
        arguments.withUnsafeBufferPointer { call(function, $0) }
    }

    /// Calls the C function at `function` with `arguments` (in memory the caller owns, so that a
    /// call allocates nothing), which must match the declared types in number and kind.
    public func call(_ function: UnsafeRawPointer, _ arguments: UnsafeBufferPointer<Argument>) -> ReturnValue {
        let slotSize = 8
        return withUnsafeTemporaryAllocation(byteCount: max(arguments.count, 1) * slotSize, alignment: 8) { slots in
            withUnsafeTemporaryAllocation(of: UnsafeMutableRawPointer?.self, capacity: max(arguments.count, 1)) { values in
                for (index, argument) in arguments.enumerated() {
                    let slot = slots.baseAddress! + index * slotSize
                    switch argument {
                    case .bool(let flag): slot.storeBytes(of: flag ? 1 : 0, as: UInt8.self)
                    case .int32(let number): slot.storeBytes(of: number, as: Int32.self)
                    case .int64(let number): slot.storeBytes(of: number, as: Int64.self)
                    case .double(let number): slot.storeBytes(of: number, as: Double.self)
                    case .pointer(let pointer): slot.storeBytes(of: pointer, as: UnsafeRawPointer?.self)
                    }
                    values[index] = slot
                }
                return call(function, argumentValues: values.baseAddress!, count: arguments.count)
            }
        }
    }

    /// Calls the C function at `function` with `count` arguments already in C memory (`values[i]`
    /// points at the i-th, stored as its declared type): how a handler call passes its arguments
    /// without converting them twice.
    func call(
        _ function: UnsafeRawPointer, argumentValues values: UnsafeMutablePointer<UnsafeMutableRawPointer?>, count: Int
    ) -> ReturnValue {
        precondition(count == argumentTypes.count, "\(count) arguments for a \(argumentTypes.count)-argument signature")
        // libffi widens integral return values narrower than a register to a full ffi_arg.
        var returned: UInt64 = 0
        let entry = unsafeBitCast(function, to: (@convention(c) () -> Void).self)
        withUnsafeMutableBytes(of: &returned) { storage in
            ffi_call(cif, entry, storage.baseAddress, values)
        }
        switch returnType {
        case .void: return .void
        case .status, .int32: return .int32(Int32(truncatingIfNeeded: returned))
        case .bool: return .bool(UInt8(truncatingIfNeeded: returned) != 0)
        case .int64: return .int64(Int64(bitPattern: returned))
        case .double: return .double(Double(bitPattern: returned))
        }
    }

    private static func ffiType(of type: HandlerArgumentType) -> UnsafeMutablePointer<ffi_type> {
        switch type {
        case .bool: cffi_type_uint8()
        case .int32: cffi_type_sint32()
        case .int64: cffi_type_sint64()
        case .double: cffi_type_double()
        case .string, .buffer: cffi_type_pointer()
        }
    }

    private static func ffiType(of type: HandlerReturnType) -> UnsafeMutablePointer<ffi_type> {
        switch type {
        case .void: cffi_type_void()
        case .bool: cffi_type_uint8()
        case .status, .int32: cffi_type_sint32()
        case .int64: cffi_type_sint64()
        case .double: cffi_type_double()
        }
    }
}

/// libffi rejected a signature (`ffi_prep_cif` returned `status`).
@_spi(Benchmarking)
public struct FFIPreparationError: Error, Sendable, CustomStringConvertible {
    /// The `ffi_status` value.
    public let status: Int
    public var description: String { "ffi_prep_cif failed with status \(status)" }
}
