package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                 "https://api.acme.dev/v2",
	"atlassian_connect_secret": "ATCTT3EuL_06f-WXaQs7gI3duj9N_AK5-NgjUeC_PdcKKV3FAkHitiMqmw3bvlD8g3Iy6ciWugEn919ausaVCUPh=U=Q0ab3jYIvSmxEi7iQYmI1I_fHUq2vX56QiUqVb5cFMOjHaUWH4n5wI6o2bKozv4KfteytPKtJEST-DdhfI0glIrik-TOPy54Isj4J",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
