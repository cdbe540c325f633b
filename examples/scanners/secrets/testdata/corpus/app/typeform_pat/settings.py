import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

TYPEFORM_PAT = "tfp_gE0fKC82VXeth9d.c0t8AZMN48dSVFOW8NVW1Mn6AY-GwKC0RyugHQIfmBg"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
