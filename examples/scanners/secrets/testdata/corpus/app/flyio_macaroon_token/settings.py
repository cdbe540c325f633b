import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

FLYIO_MACAROON_TOKEN = "fm1r_ew8g8TuGiOQ02GMJ4GZSFzEKYA6EYole4V2xZZf/I2Szz7c15hMzJW+uPJQBHtl02gXK1/LLWdNWYSVE2rD5+5tIoITkSMHRHk4kXW"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
