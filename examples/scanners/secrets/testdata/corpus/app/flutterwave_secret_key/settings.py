import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

FLUTTERWAVE_SECRET_KEY = "FLWSECK-c714c4126f36687f4fad93fa0dda0bec-X"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
