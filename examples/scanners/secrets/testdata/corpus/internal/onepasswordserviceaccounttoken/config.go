package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                          "https://api.acme.dev/v2",
	"onepassword_service_account_token": "ops_eyJVVUgs6OBiWzEmkPBQ+Qsc8rv7HePWvTLYY5392HdbXVa8qCLWKgQE0VRXUtCot8bmMzm3CTWnmO69yR/Xk+q3VVb3281gFvPJRHV6hsNgu6pQkCtYyWUwz5Ixgocoxk/YSdmmYlH/O8QPzDIpxc6p6ZSkzsLhY9UraPPD0vyOpbkbjANscIMpxsKRpEqFChe8s9SF85leT/CdcsHeiwRRqcMmtsLZ0/KBOOZQ+1ZO4qDqR912Z0uNj74ZraA+BhFPbdFtt8trDeCTDWwBelkdWzNGSsZyZH0mNvPvVGifLWQVLSyKBUIRSyu1RGRIiZdgtBVlNLFkaN0Yl+9rbxGaS/7ZwP16wq2b/+YnLnCCG9s/XPQq1JEh",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
