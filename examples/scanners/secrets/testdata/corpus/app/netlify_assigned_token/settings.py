import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

NETLIFY_ASSIGNED_TOKEN = "hV3PCkxJ-KDdQ_kPiSYHm_b8KBYzfFw6_vGLR3Ul=S8H"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
