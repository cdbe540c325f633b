import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

CLOUDINARY_URL = "cloudinary://454539608895288:9E0HXZgvjHThhy0AOSvenT21I_X@ugv18i"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
