package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":     "https://api.acme.dev/v2",
	"typeform_pat": "tfp_Bv9m5Ia7=Q9y_SUiEx0zHqwG0xrFTq-xslaAT0_S1REqIZeU8-uV4L8IRMB",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
