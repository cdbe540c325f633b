import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

FLUTTERWAVE_ENCRYPTION_KEY = "FLWSECK_TESTf5f0d2657b64"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
