import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

TWILIO_AUTH_TOKEN = "ec1056f31565547cec75a48a7b42ed68"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
