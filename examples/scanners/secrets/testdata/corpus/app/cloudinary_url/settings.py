import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

CLOUDINARY_URL = "cloudinary://579745880520956:nAR4cnm31_kSTtS4qoZuRoaH3Gq@e6-dkf_1"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
