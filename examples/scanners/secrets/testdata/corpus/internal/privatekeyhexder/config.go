package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"private_key_hex_der": "30829B7F020100300D06092A864886F70D010101050074A0BcFF42A6f92B6Da75C7FE93fffF7BBFEEDDBf85cdA77DfD0fa3cbe1E406Be039adFDdDAa5B2BEEAd55cd98E48Bd3477847afA099d4EfaAf28Cf8D1AFceB2705827BbbD4aA8a35E8D2d17cFDcCAAEbaEfde71DfB955deCAcFb4d52BAC02088b0F207501a1e6DeE8EA3192DBdfF92b96A56eeB44A70F8179Fee9DbCEB78f687DeA0D",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
