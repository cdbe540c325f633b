import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

CLOUDINARY_URL = "cloudinary://316707002397776:Cd3M8sfJ6PmulPuwC6AaBxitBWK@_k0i_l4"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
