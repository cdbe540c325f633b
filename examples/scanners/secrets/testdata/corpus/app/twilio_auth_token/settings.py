import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

TWILIO_AUTH_TOKEN = "82f38a050e69975a6ab78f233c9ea574"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
