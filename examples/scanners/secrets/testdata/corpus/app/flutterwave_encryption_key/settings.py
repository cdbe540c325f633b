import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

FLUTTERWAVE_ENCRYPTION_KEY = "FLWSECK_TESTa3b00137b682"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
