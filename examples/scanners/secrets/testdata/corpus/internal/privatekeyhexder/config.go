package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"private_key_hex_der": "30827AF8020100300D06092A864886F70D0101010500aed958Cb527Cccdcc79A8a3Aad30A06b72c05c1fEabBdBf56c8EeD6c6CaCEeB9541bF3E1CCE96CdAe1ddBDA5E63Def64f2280419d3CC67027373f2Da12c645A23262ff5e218f0f0C3b81d928Be8fb4dDaD6B8ECB847F2Edf313987fE7E3e7c358c70F59AfB3B7A986d843CFBACa2dfdfEAd1cFaCAdaDAB6B8DBb164Cb2D6Cdae3B",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
