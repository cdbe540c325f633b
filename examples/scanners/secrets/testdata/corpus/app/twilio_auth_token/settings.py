import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

TWILIO_AUTH_TOKEN = "348c728ab4ac7b0e6b24e96c94570036"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
