import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

GRAFANA_CLOUD_API_TOKEN = "glc_Ehak0teNupfHvwt1Xo8qkByzlANgg19ulQ133O40qHslw/HyE0c/Zujf225zSjkIxvrBPJ6Lk6KWind0gSpB++/BL2m/kvyAK7U5sHUi+XxRL0H3cbdCj+p1In1Q+Q9W92Dgn8OVNe3Yqark28QWr9PfauffMrc7pcnSPgXZVr9ByLvfZUWJbeFFdrOgfnYPVtYKKPsPsKIgWvPGoU3GzQ2GvbSmAFfck2XTIZKs1kcDRWdtnlSYvnlrx4xF4T1KlLqZ4EGQiX/xqTSKXdzPYdCL/1w+F0BuQ8js4CqMe/UfuDGuLc8jtLN1JA+CU0/1vZ=="

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
