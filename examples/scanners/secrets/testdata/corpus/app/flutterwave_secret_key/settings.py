import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

FLUTTERWAVE_SECRET_KEY = "FLWSECK-8d0f59ef88475dc90ec4f162e6b57416-X"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
