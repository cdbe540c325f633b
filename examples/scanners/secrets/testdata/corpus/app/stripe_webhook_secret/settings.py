import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

STRIPE_WEBHOOK_SECRET = "whsec_7opXDiOOKlvk68YQyPfdEPemVo0lUSh36ytACE8sbw"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
