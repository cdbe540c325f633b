import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

TWILIO_AUTH_TOKEN = "15a02fb15f46d5e0dd17bf541a5e0830"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
