import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

TWITCH_CLIENT_SECRET = "ynxymzaf671twjtddyqs8pjoz4uyol"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
