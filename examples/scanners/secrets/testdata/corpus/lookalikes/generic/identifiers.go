package sign

var (
	BlindKeySignatures = Ed25519.BlindKeySignatures
	DefaultKeySize2048 = rsa.DefaultKeySize2048
)

var tmpl = x509.Certificate{
	KeyUsage:    x509.KeyUsageDigitalSignature,
	ExtKeyUsage: []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth},
}

const FingerprintKey = "sluiceFindingHash/v1"
const TokenKindRefresh2 = "refreshTokenRotation2"
const secretStoreBackend = "hashicorpVaultKV2Backend"

// Table entries naming constants of the same kind (crypto/x509's tests).
var mismatchTests = []struct{ hexKey, errorContains string }{
	{hexKey: hexPKCS8TestECKey, errorContains: "use ParseECPrivateKey instead"},
	{hexKey: hexECTestPKCS1Key, errorContains: "use ParsePKCS1PrivateKey instead"},
}

var testAPIKey = "d3KZse4oZTffU7edTuSrxdivOLbAvW50"
var fakeToken = "F5v6gI0N9u0V0RLMjPWAdvUyURM5IiBP7t9jDTKg"
var mockSecret = "a15027e23c5bdebbcd49030d9b41adee"
