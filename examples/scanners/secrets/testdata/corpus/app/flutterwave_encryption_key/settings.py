import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

FLUTTERWAVE_ENCRYPTION_KEY = "FLWSECK_TEST839724fcd0de"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
