import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

ALIBABA_ACCESS_KEY_SECRET = "MO5kWrs2cO0j2fAQzFR3aQGir0p7iq"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
