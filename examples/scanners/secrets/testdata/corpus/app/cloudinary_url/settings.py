import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

CLOUDINARY_URL = "cloudinary://577791933935196:9JE2zPd8pOjVcJf6ApIvk6Iob_M@e5c_"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
