import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

COHERE_API_KEY = "vufFd5boRhLzirsAwfLubdfxv6fabx0G9TAFODHN"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
