import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

TWILIO_AUTH_TOKEN = "53578e2f84f5271248d1f71d1831e3f9"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
