import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

ATLASSIAN_CONNECT_SECRET = "ATCTT3X=DEXzhZVKPLFTy63JOSIOpielhRgxkMYSlHn4cxCxgTm=KzZ4fiQUboeErXEBga9r==ajhRFhNbG=2bKKzY0WtFNyJ=BoE-uKo0aFAsQl7qKtWnXGSFLmNsE-RV6GCaV60CL=KOJ33K95dSSFI7VNxkIlm_=GP56L0=pk3hCXcSR7KFixIrbTREAx"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
