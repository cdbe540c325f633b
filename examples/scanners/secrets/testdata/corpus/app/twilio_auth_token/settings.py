import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

TWILIO_AUTH_TOKEN = "7866624809483e20945be3682730c683"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
