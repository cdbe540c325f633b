import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

CLOUDINARY_URL = "cloudinary://725366232486883:GmgBt8l8thNH-Fc86LlSYTpQZQD@hs6k"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
