import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

STRIPE_WEBHOOK_SECRET = "whsec_epCEzspmDOKhGW4Zojnof9Q09K2sF5PxcmFl2"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
